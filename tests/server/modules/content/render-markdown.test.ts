import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/modules/content/render-markdown';

/** What must never reach a page, however the Markdown was written. */
const DANGEROUS = /<script|<iframe|<style|<form|<object|<embed|\son\w+\s*=|javascript:|vbscript:|data:text/i;

describe('renderMarkdown', () => {
  it('writes Markdown as HTML: headings, lists, tables, emphasis and links', () => {
    const html = renderMarkdown(
      '## Steps\n\n1. Jack up the car\n2. Remove the wheel\n\n**28 Nm** and *no more*.\n\n' +
        '| Bottle | Means |\n| --- | --- |\n| ACEA C3 | Low ash |\n\n[Contact us](/forms/contact)',
    );
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>\n<li>Jack up the car</li>');
    expect(html).toContain('<strong>28 Nm</strong>');
    expect(html).toContain('<em>no more</em>');
    expect(html).toContain('<td>ACEA C3</td>');
    expect(html).toContain('<a href="/forms/contact">Contact us</a>');
  });

  it('drops scripts with their text, event handlers, and javascript: links', () => {
    const cases = [
      '<script>alert(1)</script>Hello',
      '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
      '<img src="x" onerror="alert(1)">',
      '<img src="https://workbay.test/a.png" onerror=alert(1) onload="steal()">',
      '[Click me](javascript:alert(1))',
      '[Click me](JaVaScRiPt:alert(1))',
      '[Click me](java&#x09;script:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<div onclick="alert(1)">Click</div>',
      '<svg onload="alert(1)"><circle /></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body { display: none }</style>',
      '<form action="https://evil.example"><input name="card"></form>',
      '![pixel](data:text/html;base64,PHNjcmlwdD4=)',
      '<p style="background:url(javascript:alert(1))">x</p>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<object data="x.swf"></object><embed src="x.swf">',
    ];
    for (const markdown of cases) {
      const html = renderMarkdown(markdown);
      expect(html, markdown).not.toMatch(DANGEROUS);
      expect(html, markdown).not.toContain('alert(1)</');
    }
    expect(renderMarkdown('<script>alert(1)</script>Hello')).toBe('Hello');
    expect(renderMarkdown('[Click me](javascript:alert(1))')).toBe('<p><a>Click me</a></p>');
  });

  it('keeps safe links and images, marking links to other sites noopener', () => {
    expect(renderMarkdown('[ICO](https://ico.org.uk)')).toBe(
      '<p><a href="https://ico.org.uk" rel="noopener noreferrer">ICO</a></p>',
    );
    expect(renderMarkdown('[Email](mailto:privacy@workbay.test) [Call](tel:+443300000000)')).toContain(
      'href="mailto:privacy@workbay.test"',
    );
    expect(renderMarkdown('![Brake pads](/demo/parts/brake-pads.webp)')).toBe(
      '<p><img src="/demo/parts/brake-pads.webp" alt="Brake pads" loading="lazy" /></p>',
    );
    // Only the page's own title is its h1.
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });
});
