import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';

const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } });

/** An ftyp box: size, "ftyp", major brand, minor version, then compatible brands. */
function ftypBox(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size, 0);
  head.write('ftyp', 4, 'latin1');
  return Buffer.concat([head, Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1')]);
}

describe('detectImageType', () => {
  it('recognises images sharp encodes, by their bytes', async () => {
    expect(detectImageType(await pixels().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await pixels().png().toBuffer())).toBe('png');
    expect(detectImageType(await pixels().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await pixels().avif().toBuffer())).toBe('avif');
  });

  it('accepts AVIF whether the brand is major or compatible, still or sequence', () => {
    expect(detectImageType(ftypBox('avif', []))).toBe('avif');
    expect(detectImageType(ftypBox('avis', []))).toBe('avif');
    expect(detectImageType(ftypBox('mif1', ['miaf', 'avif']))).toBe('avif');
  });

  it('rejects other ISO-BMFF files such as HEIC and MP4', () => {
    expect(detectImageType(ftypBox('heic', ['mif1', 'heic']))).toBeNull();
    expect(detectImageType(ftypBox('isom', ['iso2', 'mp41']))).toBeNull();
  });

  it('does not read brands past the declared ftyp box', () => {
    const box = ftypBox('mif1', ['miaf']);
    expect(detectImageType(Buffer.concat([box, Buffer.from('avif', 'latin1')]))).toBeNull();
  });

  it('rejects an ftyp box that claims more bytes than were sent', () => {
    const box = ftypBox('mif1', ['avif']);
    box.writeUInt32BE(4096, 0);
    expect(detectImageType(box)).toBeNull();
  });

  it('rejects SVG, HTML, PDF, GIF and plain text', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(detectImageType(Buffer.from(svg))).toBeNull();
    expect(detectImageType(Buffer.from('<!doctype html><html><body>hi</body></html>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull();
    expect(detectImageType(await pixels().gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('just some notes, not a picture'))).toBeNull();
  });

  it('rejects empty and too-short buffers, including a truncated signature', () => {
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEB', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.from('\0\0\0\x10ftypavi', 'latin1'))).toBeNull();
  });

  it('rejects a RIFF file that is not WebP, such as WAV audio', () => {
    expect(detectImageType(Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
  });
});
