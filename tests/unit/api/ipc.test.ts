/**
 * Electron IPC sender check and renderer file mapping (`../shared/background/electron-conventions.md`
 * §1 rows 17–18: "validate IPC sender … compare protocol+host", "path-traversal check").
 */
import { describe, expect, it } from 'vitest';
import { isTrustedRendererUrl, rendererFileFor } from '../../../src/api';

describe('isTrustedRendererUrl', () => {
  it('trusts only the app scheme and host', () => {
    expect(isTrustedRendererUrl('app://parlour/index.html')).toBe(true);
    expect(isTrustedRendererUrl('app://parlour/')).toBe(true);
    for (const url of [
      'file:///work/main/out/renderer/index.html',
      'http://parlour/index.html',
      'https://example.com/',
      'app://evil/index.html',
      'app://user:pw@parlour/index.html',
      'about:blank',
      'data:text/html,<script>1</script>',
      '',
      'not a url',
    ]) {
      expect(isTrustedRendererUrl(url), url).toBe(false);
    }
  });
});

describe('rendererFileFor', () => {
  it('maps paths inside the renderer folder', () => {
    expect(rendererFileFor('/')).toBe('index.html');
    expect(rendererFileFor('/assets/index-abc.js')).toBe('assets/index-abc.js');
    expect(rendererFileFor('/a%20b.css')).toBe('a b.css');
  });

  it('refuses traversal, encoded separators, backslashes and NULs', () => {
    for (const p of ['/../package.json', '/assets/../../x', '/%2e%2e/x', '/..%2fx', '/a%5cb', '/a\\b', '/a%00b', '/%E0%A4%A', '/./index.html']) {
      expect(rendererFileFor(p), p).toBeUndefined();
    }
  });
});
