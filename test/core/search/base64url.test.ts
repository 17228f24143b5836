import { expect } from 'chai';
import fc from 'fast-check';
import {
  decodeAsciiBase64Url,
  decodeBase64Url,
  encodeAsciiBase64Url,
  encodeBase64Url,
} from '../../../core/search/base64url.js';

const bytesOf = (text: string): Uint8Array =>
  Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe('base64url', () => {
  describe('encodeBase64Url', () => {
    // RFC 4648 §10 test vectors, without padding.
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      it(`writes "${plain}" as "${encoded}"`, () => {
        expect(encodeBase64Url(bytesOf(plain))).to.equal(encoded);
      });
    }

    it('uses the url-safe alphabet (- and _ instead of + and /)', () => {
      expect(encodeBase64Url(Uint8Array.from([0xfb, 0xff, 0xbf]))).to.equal('-_-_');
    });
  });

  describe('decodeBase64Url', () => {
    it('reads text written with or without its padding', () => {
      expect([...(decodeBase64Url('Zm8') ?? [])]).to.deep.equal([...bytesOf('fo')]);
      expect([...(decodeBase64Url('Zm8=') ?? [])]).to.deep.equal([...bytesOf('fo')]);
      expect([...(decodeBase64Url('Zg==') ?? [])]).to.deep.equal([...bytesOf('f')]);
    });

    it('refuses the standard alphabet, spaces and other characters', () => {
      for (const text of ['Zm+v', 'Zm/v', 'Zm9 v', 'Zm9v!', 'Zm9vé'])
        expect(decodeBase64Url(text), text).to.equal(undefined);
    });

    it('refuses wrong padding', () => {
      for (const text of ['Zg=', 'Zg===', 'Zm8==', 'Zm9v=', 'Z===', '=', 'Zg==Zg'])
        expect(decodeBase64Url(text), text).to.equal(undefined);
    });

    it('refuses a length no byte string can have', () => {
      expect(decodeBase64Url('Z')).to.equal(undefined);
      expect(decodeBase64Url('Zm9vY')).to.equal(undefined);
    });

    it('refuses leftover bits that are not zero, so each byte string has one spelling', () => {
      expect(decodeBase64Url('Zh')).to.equal(undefined);
      expect(decodeBase64Url('Zm9')).to.equal(undefined);
    });

    it('round-trips any bytes', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
          expect([...(decodeBase64Url(encodeBase64Url(bytes)) ?? [-1])]).to.deep.equal([...bytes]);
        }),
      );
    });

    it('never throws, whatever the text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          decodeBase64Url(text);
        }),
      );
    });
  });

  describe('ASCII text', () => {
    it('round-trips ASCII text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
          const encoded = encodeAsciiBase64Url(text);
          expect(encoded).to.be.a('string');
          expect(decodeAsciiBase64Url(encoded as string)).to.equal(text);
        }),
      );
    });

    it('refuses text beyond ASCII when encoding', () => {
      expect(encodeAsciiBase64Url('café')).to.equal(undefined);
    });

    it('refuses bytes beyond ASCII and bad base64url when decoding', () => {
      expect(decodeAsciiBase64Url(encodeBase64Url(Uint8Array.from([0x61, 0xe9])))).to.equal(
        undefined,
      );
      expect(decodeAsciiBase64Url('!!')).to.equal(undefined);
    });
  });
});
