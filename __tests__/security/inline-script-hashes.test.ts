/** @jest-environment node */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes.mjs';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes: what a prerendered page’s policy must list', () => {
  it('hashes each inline script’s exact text, in document order, without repeats', () => {
    const html = [
      '<html><head><script>requestAnimationFrame(function(){})</script></head><body>',
      '<script id="_R_">self.__next_f=[]</script>',
      '<SCRIPT nonce="x">self.__next_f.push([1,"é &amp; \\u003c"])</SCRIPT >',
      '<script>requestAnimationFrame(function(){})</script>',
      '<script type="module">import "/a.js"</script>',
      '</body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('requestAnimationFrame(function(){})'),
      sha256('self.__next_f=[]'),
      sha256('self.__next_f.push([1,"é &amp; \\u003c"])'),
      sha256('import "/a.js"'),
    ]);
  });

  it('leaves out files (allowed as our origin) and data blocks, which never run', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script type='application/json'>{}</script>",
      '<script type="text/javascript">run()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('run()')]);
  });

  it('matches the hash the CSP specification gives for a known script', () => {
    // CSP3 §8.3 example: "alert('Hello, world.');" hashes to this SHA-256.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(['sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=']);
  });
});
