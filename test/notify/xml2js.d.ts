// xml2js comes with web-ext (a devDependency) without types; the tests use its strict parse only.
declare module 'xml2js' {
  export function parseStringPromise(xml: string, options?: Record<string, unknown>): Promise<unknown>;
}
