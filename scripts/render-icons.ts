/**
 * Writes the app icons in public/icons from the one logo source (components/brand/logo-geometry.ts),
 * so the favicon, the installed app and the React mark never drift apart.
 *
 *   npx tsx scripts/render-icons.ts
 *
 * - icon.svg: the mark alone (favicon, manifest "any");
 * - icon-192.png, icon-512.png: the mark on a transparent square (manifest, push notifications);
 * - apple-touch-icon.png (180): on white, because iOS paints transparency black;
 * - maskable-512.png: on a solid background with the mark inside the central 80 % circle that
 *   launchers may crop to (https://w3c.github.io/manifest/#icon-masks), here 60 % of the side.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { heartPath, logoColours, logoViewBox, pulsePath, pulseStrokeWidth, shieldPath } from '../components/brand/logo-geometry';

const outDir = path.join(process.cwd(), 'public', 'icons');

function markShapes(): string {
  return [
    `<path d="${shieldPath}" fill="${logoColours.shield}"/>`,
    `<path d="${heartPath}" fill="${logoColours.heart}"/>`,
    `<path d="${pulsePath}" fill="none" stroke="${logoColours.pulse}" stroke-width="${pulseStrokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

/** The mark centred on a square of `size`, taking `share` of its side, over an optional background. */
function iconSvg(size: number, share: number, background?: string): string {
  const scale = (size * share) / logoViewBox.width;
  const offset = (size - logoViewBox.width * scale) / 2;
  const fill = background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `${fill}<g transform="translate(${offset} ${offset}) scale(${scale})">${markShapes()}</g></svg>`
  );
}

async function png(name: string, svg: string) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(outDir, name));
  console.log(`wrote public/icons/${name}`);
}

async function main() {
  const { width, height } = logoViewBox;
  const standalone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">${markShapes()}</svg>\n`;
  await writeFile(path.join(outDir, 'icon.svg'), standalone);
  console.log('wrote public/icons/icon.svg');

  await png('icon-192.png', iconSvg(192, 0.94));
  await png('icon-512.png', iconSvg(512, 0.94));
  await png('apple-touch-icon.png', iconSvg(180, 0.78, '#ffffff'));
  await png('maskable-512.png', iconSvg(512, 0.6, '#eff6ff')); // --color-guardian-soft
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
