export { buildDigest, type Digest, type DigestItem } from './digest.ts';
