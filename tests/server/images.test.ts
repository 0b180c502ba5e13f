import { describe, expect, it } from 'vitest';
import { checkImage, type ImageExtension } from '../../server/http/imageUploads.ts';
import { ApiError } from '../../server/http/errors.ts';
import { jpegHeader, SVG, tinyPng } from '../support/images.ts';

const ALL: ImageExtension[] = ['jpg', 'jpeg', 'png', 'svg'];

function check(fileName: string, content: Buffer | string, accepted = ALL) {
  return checkImage({ field: 'file', fileName, content: Buffer.from(content), truncated: false }, accepted, 'logo');
}

function problem(fileName: string, content: Buffer | string, accepted = ALL): string {
  try {
    check(fileName, content, accepted);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return (error as ApiError).message;
  }
  throw new Error(`${fileName} was accepted`);
}

describe('checking an uploaded image', () => {
  it('accepts PNG, JPEG and SVG by name and content', () => {
    expect(check('a.png', tinyPng())).toMatchObject({ kind: 'png', contentType: 'image/png' });
    expect(check('a.JPG', jpegHeader())).toMatchObject({ kind: 'jpg', contentType: 'image/jpeg' });
    expect(check('a.jpeg', jpegHeader())).toMatchObject({ kind: 'jpg', contentType: 'image/jpeg' });
    expect(check('a.svg', SVG)).toMatchObject({ kind: 'svg', contentType: 'image/svg+xml' });
    expect(check('bom.svg', `\uFEFF${SVG}`).kind).toBe('svg');
    expect(check('prefixed.svg', '<s:svg xmlns:s="http://www.w3.org/2000/svg"/>').kind).toBe('svg');
  });

  it('refuses names outside the accepted list', () => {
    expect(problem('a.jpeg', jpegHeader(), ['svg', 'jpg', 'png'])).toBe(
      "'a.jpeg' cannot be the logo: only .svg, .jpg and .png files are accepted.",
    );
    expect(problem('noextension', tinyPng())).toMatch(/^'noextension' cannot be the logo/);
    expect(problem('', tinyPng())).toMatch(/^The file cannot be the logo/);
    expect(problem('a.png.exe', tinyPng())).toMatch(/cannot be the logo/);
  });

  it('refuses content that is not what the name says', () => {
    expect(problem('a.png', jpegHeader())).toMatch(/is not a PNG image/);
    expect(problem('a.jpg', SVG)).toMatch(/is not a JPEG image/);
    expect(problem('a.svg', tinyPng())).toBe("'a.svg' is not an SVG image: it is not UTF-8 text.");
    expect(problem('a.svg', '<svg/><svg/>')).toMatch(/it is not well-formed XML/);
    expect(problem('a.svg', '<svg/>trailing')).toMatch(/it is not well-formed XML/);
    expect(problem('a.svg', '<svg width=1/>')).toMatch(/it is not well-formed XML/);
    expect(problem('a.svg', '<svg>&undefined;</svg>')).toMatch(/it is not well-formed XML/);
    expect(problem('a.svg', '')).toBe("'a.svg' is empty.");
    expect(problem('a.svg', '<?xml version="1.0"?><html/>')).toBe(
      "'a.svg' is not an SVG image: its root element is <html>, not <svg>.",
    );
  });

  it('refuses a file cut at the size limit', () => {
    expect(() =>
      checkImage({ field: 'file', fileName: 'big.png', content: tinyPng(), truncated: true }, ALL, 'logo'),
    ).toThrow("'big.png' is larger than 1 MB, the limit for the logo.");
  });
});
