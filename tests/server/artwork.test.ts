import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { ARTWORK_KEYS, artworkFor, renderArtworkWebp } from '@server/db/seed/artwork';

const HEX = /^#[0-9a-f]{6}$/;

describe('seed artwork', () => {
  it('has the eight template designs', () => {
    expect([...ARTWORK_KEYS].sort()).toEqual(
      [
        'baby-shower',
        'chinese-wedding',
        'classic-wedding',
        'colorful-birthday',
        'elegant-celebration',
        'engagement',
        'indian-wedding',
        'rustic-garden',
      ].sort(),
    );
  });

  it('rejects a width that is not a positive integer', async () => {
    await expect(renderArtworkWebp('classic-wedding', 0)).rejects.toThrow(RangeError);
    await expect(renderArtworkWebp('classic-wedding', 12.5)).rejects.toThrow(RangeError);
  });

  describe.each(ARTWORK_KEYS.map((key) => [key] as const))('%s', (key) => {
    it('is a compact, text-free portrait SVG with a valid palette', () => {
      const art = artworkFor(key);
      expect(art.svg.startsWith('<svg')).toBe(true);
      expect(art.svg).toContain('viewBox="0 0 1080 1920"');
      expect(art.svg).not.toMatch(/<text\b/);
      expect(art.svg.length).toBeLessThan(16_000);
      expect(art.dominantColors).toHaveLength(3);
      for (const colour of art.dominantColors) expect(colour).toMatch(HEX);
      expect(art.accentColor).toMatch(HEX);
      expect(art.dominantColors[2]).toBe(art.accentColor);
    });

    it('renders to a 9:16 WebP at the requested width that is not flat', async () => {
      const width = 360;
      const webp = await renderArtworkWebp(key, width);
      const meta = await sharp(webp).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 16) / 9));

      const stats = await sharp(webp).stats();
      const maxStdev = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
      expect(maxStdev).toBeGreaterThan(10);
    });
  });

  it('keeps the height at 9:16 for other widths', async () => {
    const meta = await sharp(await renderArtworkWebp('rustic-garden', 540)).metadata();
    expect([meta.width, meta.height]).toEqual([540, 960]);
  });
});
