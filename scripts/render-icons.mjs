// Renders the app icons in public/icons/ from their SVG sources with headless Chromium, so
// the PNGs the manifest lists can be remade after the artwork changes: node scripts/render-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const dir = new URL('../public/icons/', import.meta.url);
const outputs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
  // iOS ignores the manifest's icons and takes this one, without transparency.
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const { svg, png, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(new URL(svg, dir), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}` +
        `svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await page.screenshot({ path: new URL(png, dir).pathname, omitBackground: true });
    await page.close();
    console.log(`public/icons/${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
