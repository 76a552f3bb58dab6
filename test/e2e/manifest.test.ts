/**
 * The store builds' manifests, read as built: what the extension holds from install and what it
 * asks for later. The local helper is optional, so its link (nativeMessaging) is an optional
 * permission in both browsers, asked for in the options page; hosts are asked per university.
 * The version is package.json's (WXT takes it from there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './browser.ts';
import { built, type Variant } from './built.ts';

interface Manifest {
  manifest_version: number;
  version: string;
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
}

const manifestOf = (variant: Variant) => JSON.parse(readFileSync(join(built(variant), 'manifest.json'), 'utf8')) as Manifest;
const packageVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const REQUIRED = ['alarms', 'contextMenus', 'notifications', 'scripting', 'storage', 'unlimitedStorage'];

describe('the store manifests', () => {
  it('Chrome (MV3): nativeMessaging optional, no host held at install, the package version', () => {
    const manifest = manifestOf('chrome');
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.version).toBe(packageVersion);
    expect([...(manifest.permissions ?? [])].sort()).toEqual(REQUIRED);
    expect(manifest.optional_permissions).toEqual(['nativeMessaging']);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.optional_host_permissions).toEqual(['*://*/*']);
  });

  it('Firefox (MV2): nativeMessaging and every host optional, the package version', () => {
    const manifest = manifestOf('firefox');
    expect(manifest.manifest_version).toBe(2);
    expect(manifest.version).toBe(packageVersion);
    expect([...(manifest.permissions ?? [])].sort()).toEqual(REQUIRED);
    expect([...(manifest.optional_permissions ?? [])].sort()).toEqual(['*://*/*', 'nativeMessaging']);
  });
});
