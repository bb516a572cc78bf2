import { describe, expect, it } from 'vitest';
import { loginDocument, markUntilHydrated } from '../../packages/console/scripts/prerenderLogin';
import { styledComponentIds } from '../../packages/console/scripts/styledComponentIds';

const root = '/work/repo';
const transform = (
  code: string,
  file = `${root}/packages/ui/src/components/Button/Button.styles.ts`,
) => {
  const hook = styledComponentIds(root).transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook(code, file)?.code ?? null;
};

describe('styledComponentIds', () => {
  it('names every styled component of a file after the file and its position', () => {
    const code = [
      'const A = styled.div`color: red;`;',
      'const B = styled(Link)`color: blue;`;',
      'const C = styled.span.attrs({ role: "note" })`margin: 0;`;',
      'const D = styled(forwardRef((p, r) => null))`padding: 0;`;',
    ].join('\n');
    const out = transform(code) ?? '';
    const ids = [...out.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(out).toContain('styled.span.withConfig({ componentId: "');
    expect(out).toMatch(/\}\)\.attrs\(\{ role: "note" \}\)`margin: 0;`/);
    // The same file gives the same ids in every build (browser and prerender); another file, others.
    expect(transform(code)).toBe(out);
    expect(transform(code, `${root}/packages/ui/src/components/Input/Input.styles.ts`)).not.toBe(
      out,
    );
  });

  it('leaves code without styled components and dependencies alone', () => {
    expect(transform('const css = `a`; styled;')).toBeNull();
    expect(
      transform('const A = styled.div`x`;', `${root}/node_modules/some-lib/index.js`),
    ).toBeNull();
  });
});

describe('the prerendered login document', () => {
  const template = [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <script>(() => { if (location.pathname === "/") history.replaceState(null, "", "/login"); })();</script>',
    '    <title>牧场管理控制台</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <meta name="pasture-console-preload" content="/assets/console-1.js /assets/vendor-1.js">',
    '    <meta name="pasture-logged-in-preload" content="/assets/layout-1.js">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const page = {
    html: '<form><input type="text"/><input type="password" readonly=""/><button type="submit">登录</button></form>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    title: '登录 - 牧场管理控制台',
    product: '牧场 & <管理> "控制台"',
    lang: 'zh-CN',
  };

  it('leaves fields and the submit button working before hydration, marking what to undo', () => {
    const html = markUntilHydrated(
      `${page.html.replace('</form>', '')}<button type="button">显示</button></form>`,
    );
    // Fields take input and Login takes a click: main.tsx and index.html's first script carry both over to the live
    // form.
    expect(html).toContain('<input type="text"/>');
    expect(html).toContain('<input type="password" readonly=""/>');
    expect(html).toContain('<button type="submit">登录</button>');
    // Buttons whose code is not there yet count as disabled; the form never sends a password in a URL.
    expect(html).toContain(
      '<button aria-disabled="true" data-prehydration="aria-disabled" type="button">',
    );
    expect(html).toContain('<form method="post" data-prehydration="method">');
  });

  it('carries the markup, its styles, the titles and the lists of what its first script preloads', () => {
    const html = loginDocument(template, page);
    expect(html).toMatch(/<div id="root"><form method="post"[^>]*>.*登录<\/button><\/form><\/div>/);
    // Marked for the first script, which prepares the markup before it paints (and leaves a build without it alone).
    expect(html).toContain('<html lang="zh-CN" data-prerender="">');
    expect(html).toContain(page.styles);
    expect(html).toContain(`<title>${page.title}</title>`);
    // What boot.js puts back as the title on any page but the login page, escaped as an attribute.
    expect(html).toContain(
      '<meta name="application-name" content="牧场 &#38; &#60;管理&#62; &#34;控制台&#34;" />',
    );
    // Nothing holds up the parser before the form: no script file of its own.
    expect(html).not.toContain('<script src=');
    // The console's files are not linked: the first script fetches them for a visitor whose console starts at once,
    // and the fresh login form's console fetches them when it starts (src/boot/consoleStart.ts).
    expect(html).not.toContain('rel="modulepreload"');
    // index.html answers every path: its entry redirect comes first, and its lists of the console's files and the
    // logged-in frame's chunks stay for it to read.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<meta name="pasture-logged-in-preload" content="/assets/layout-1.js">');
    expect(html).toContain(
      '<meta name="pasture-console-preload" content="/assets/console-1.js /assets/vendor-1.js">',
    );
  });

  it('refuses a template without an empty root to fill', () => {
    expect(() => loginDocument(template.replace('<div id="root"></div>', ''), page)).toThrow(
      /#root|root/,
    );
  });
});
