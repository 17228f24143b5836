import { expect } from 'chai';
import fc from 'fast-check';
import { UNSUPPORTED_VIDEO, collectVideos, toEmbed } from '../../../core/media/video-urls.js';

const YT = 'dQw4w9WgXcQ';
const youtube = (query = '') => ({
  kind: 'youtube',
  embedUrl: `https://www.youtube-nocookie.com/embed/${YT}${query}`,
  player: 'iframe',
});

describe('toEmbed', () => {
  describe('YouTube', () => {
    it('plays watch, youtu.be, embed, shorts and live links from youtube-nocookie.com', () => {
      for (const url of [
        `https://www.youtube.com/watch?v=${YT}`,
        `https://youtube.com/watch?v=${YT}&feature=share`,
        `https://m.youtube.com/watch?v=${YT}`,
        `https://youtu.be/${YT}`,
        `https://www.youtube.com/embed/${YT}`,
        `https://www.youtube-nocookie.com/embed/${YT}`,
        `https://www.youtube.com/shorts/${YT}`,
        `https://www.youtube.com/live/${YT}`,
        `http://www.youtube.com/watch?v=${YT}`,
        `www.youtube.com/watch?v=${YT}`,
        `//youtu.be/${YT}`,
        `  https://youtu.be/${YT}  `,
      ]) {
        expect(toEmbed(url), url).to.deep.equal(youtube());
      }
    });

    it('keeps the start time', () => {
      expect(toEmbed(`https://youtu.be/${YT}?t=90`)).to.deep.equal(youtube('?start=90'));
      expect(toEmbed(`https://youtu.be/${YT}?t=90s`)).to.deep.equal(youtube('?start=90'));
      expect(toEmbed(`https://www.youtube.com/watch?v=${YT}&t=1m30s`)).to.deep.equal(
        youtube('?start=90'),
      );
      expect(toEmbed(`https://www.youtube.com/watch?v=${YT}&t=1h2m3s`)).to.deep.equal(
        youtube('?start=3723'),
      );
      expect(toEmbed(`https://www.youtube.com/embed/${YT}?start=15`)).to.deep.equal(
        youtube('?start=15'),
      );
    });

    it('ignores a zero or unreadable start time', () => {
      expect(toEmbed(`https://youtu.be/${YT}?t=0`)).to.deep.equal(youtube());
      expect(toEmbed(`https://youtu.be/${YT}?t=soon`)).to.deep.equal(youtube());
    });

    it('rejects links without a well-formed video id', () => {
      expect(toEmbed('https://www.youtube.com/watch?v=short')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://www.youtube.com/watch')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed(`https://www.youtube.com/watch/extra?v=${YT}`)).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
      expect(toEmbed('https://www.youtube.com/channel/UC123')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed(`https://www.youtube.com/embed/${YT}"onload="x`)).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
      expect(toEmbed('https://youtu.be/')).to.deep.equal(UNSUPPORTED_VIDEO);
    });
  });

  describe('Vimeo', () => {
    const vimeo = (query = '') => ({
      kind: 'vimeo',
      embedUrl: `https://player.vimeo.com/video/76979871${query}`,
      player: 'iframe',
    });

    it('plays vimeo.com and player.vimeo.com links from the player', () => {
      expect(toEmbed('https://vimeo.com/76979871')).to.deep.equal(vimeo());
      expect(toEmbed('https://www.vimeo.com/76979871')).to.deep.equal(vimeo());
      expect(toEmbed('https://player.vimeo.com/video/76979871')).to.deep.equal(vimeo());
      expect(toEmbed('https://vimeo.com/channels/staffpicks/76979871')).to.deep.equal(vimeo());
      expect(toEmbed('https://vimeo.com/groups/homes/videos/76979871')).to.deep.equal(vimeo());
    });

    it('keeps the privacy hash of unlisted videos', () => {
      expect(toEmbed('https://vimeo.com/76979871/abc123def0')).to.deep.equal(
        vimeo('?h=abc123def0'),
      );
      expect(toEmbed('https://player.vimeo.com/video/76979871?h=abc123def0')).to.deep.equal(
        vimeo('?h=abc123def0'),
      );
      expect(toEmbed('https://vimeo.com/76979871/not-a-hash')).to.deep.equal(vimeo());
    });

    it('rejects Vimeo pages that are not videos', () => {
      expect(toEmbed('https://vimeo.com/user123')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://player.vimeo.com/api/player.js')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://vimeo.com/groups/homes/76979871')).to.deep.equal(UNSUPPORTED_VIDEO);
    });
  });

  describe('Google Drive', () => {
    const drive = {
      kind: 'google-drive',
      embedUrl: 'https://drive.google.com/file/d/1AbC_dEf-123456/preview',
      player: 'iframe',
    };

    it('plays a shared file from its preview page', () => {
      expect(
        toEmbed('https://drive.google.com/file/d/1AbC_dEf-123456/view?usp=sharing'),
      ).to.deep.equal(drive);
      expect(toEmbed('https://drive.google.com/file/d/1AbC_dEf-123456/preview')).to.deep.equal(
        drive,
      );
      expect(toEmbed('https://drive.google.com/open?id=1AbC_dEf-123456')).to.deep.equal(drive);
    });

    it('rejects Drive folders and other Google hosts', () => {
      expect(toEmbed('https://drive.google.com/drive/folders/1AbC_dEf-123456')).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
      expect(toEmbed('https://drive.google.com/file/d/short/view')).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
      expect(toEmbed('https://docs.google.com/file/d/1AbC_dEf-123456/view')).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
    });
  });

  describe('virtual tours', () => {
    it('embeds https tours from the listed hosts and their subdomains as given', () => {
      for (const url of [
        'https://my.matterport.com/show/?m=abc123',
        'https://kuula.co/share/collection/7lVfZ',
        'https://tour.giraffe360.com/abc',
        'https://premium.giraffe360.com/agency/tour',
        'https://app.cloudpano.com/tours/abc',
        'https://roundme.com/tour/1234',
        'https://momento360.com/e/u/abc',
        'https://vr.vpix.net/tour/1',
        'https://realisti.co/tour/1',
      ]) {
        expect(toEmbed(url), url).to.deep.equal({
          kind: 'virtual-tour',
          embedUrl: url,
          player: 'iframe',
        });
      }
    });

    it('rejects tours over plain http', () => {
      expect(toEmbed('http://my.matterport.com/show/?m=abc123')).to.deep.equal(UNSUPPORTED_VIDEO);
    });

    it('rejects hosts that only look like a tour host', () => {
      expect(toEmbed('https://evilmatterport.com/show')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://matterport.com.evil.example/show')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://giraffe360.com/tour')).to.deep.equal(UNSUPPORTED_VIDEO);
    });
  });

  describe('media hosts', () => {
    it('plays CloudFront video files in a video element', () => {
      const url = 'https://d1abc.cloudfront.net/videos/walkthrough.mp4';
      expect(toEmbed(url)).to.deep.equal({ kind: 'media', embedUrl: url, player: 'video' });
      expect(toEmbed('https://d1abc.cloudfront.net/v/tour.WEBM')).to.include({
        kind: 'media',
        player: 'video',
      });
    });

    it('rejects CloudFront files that are not video', () => {
      expect(toEmbed('https://d1abc.cloudfront.net/page.html')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('http://d1abc.cloudfront.net/videos/walkthrough.mp4')).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
    });

    it('plays Wistia and Streamable from their embed pages', () => {
      const wistia = {
        kind: 'media',
        embedUrl: 'https://fast.wistia.net/embed/iframe/abc123xyz',
        player: 'iframe',
      };
      expect(toEmbed('https://agency.wistia.com/medias/abc123xyz')).to.deep.equal(wistia);
      expect(
        toEmbed('https://fast.wistia.net/embed/iframe/abc123xyz?videoFoam=true'),
      ).to.deep.equal(wistia);
      const streamable = {
        kind: 'media',
        embedUrl: 'https://streamable.com/e/moo1x',
        player: 'iframe',
      };
      expect(toEmbed('https://streamable.com/moo1x')).to.deep.equal(streamable);
      expect(toEmbed('https://streamable.com/e/moo1x')).to.deep.equal(streamable);
    });

    it('rejects other Wistia and Streamable pages', () => {
      expect(toEmbed('https://wistia.com/pricing')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://agency.wistia.com/medias/a')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://streamable.com/a/b/c')).to.deep.equal(UNSUPPORTED_VIDEO);
    });
  });

  describe('unsupported and hostile links', () => {
    it("says 'Video format not supported' for other hosts", () => {
      expect(toEmbed('https://example.com/video.mp4')).to.deep.equal({
        kind: 'unsupported',
        message: 'Video format not supported',
      });
    });

    it('rejects script, data and file URLs', () => {
      for (const url of [
        'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
        'JaVaScRiPt:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'file:///etc/passwd',
        'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      ]) {
        expect(toEmbed(url), url).to.deep.equal(UNSUPPORTED_VIDEO);
      }
    });

    it('rejects other hosts that mention a video host in the path, a subdomain or credentials', () => {
      for (const url of [
        'http://evil/youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
        'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
        'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
        'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      ]) {
        expect(toEmbed(url), url).to.deep.equal(UNSUPPORTED_VIDEO);
      }
    });

    it('rejects empty, unparsable and absurdly long links', () => {
      expect(toEmbed('')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('not a url')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed('https://')).to.deep.equal(UNSUPPORTED_VIDEO);
      expect(toEmbed(`https://youtu.be/${YT}?x=${'a'.repeat(3000)}`)).to.deep.equal(
        UNSUPPORTED_VIDEO,
      );
    });

    it('never throws and only ever embeds https URLs', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
          (url) => {
            const result = toEmbed(url);
            return result.kind === 'unsupported' || result.embedUrl.startsWith('https://');
          },
        ),
      );
    });
  });
});

describe('collectVideos', () => {
  const link = (id: string, url: string) => ({ id, url });

  it('keeps playable links in order with their embeds', () => {
    const result = collectVideos([
      link('1', `https://youtu.be/${YT}`),
      link('2', 'https://vimeo.com/76979871'),
    ]);
    expect(result.videos.map((video) => [video.link.id, video.embed.kind])).to.deep.equal([
      ['1', 'youtube'],
      ['2', 'vimeo'],
    ]);
    expect(result.unsupported).to.deep.equal([]);
  });

  it('removes duplicates that play the same video, keeping the first', () => {
    const result = collectVideos([
      link('1', `https://youtu.be/${YT}`),
      link('2', `https://www.youtube.com/watch?v=${YT}`),
      link('3', `https://www.youtube.com/watch?v=${YT}&t=30`),
    ]);
    expect(result.videos.map((video) => video.link.id)).to.deep.equal(['1', '3']);
  });

  it('drops property-report links without a warning', () => {
    const result = collectVideos([
      link('1', 'https://www.propertyreport.co.uk/report/123'),
      link('2', 'https://propertyreport.co.uk/r/9'),
      link('3', `https://youtu.be/${YT}`),
    ]);
    expect(result.videos.map((video) => video.link.id)).to.deep.equal(['3']);
    expect(result.unsupported).to.deep.equal([]);
  });

  it('accepts its own list of property-report hosts', () => {
    const result = collectVideos(
      [link('1', 'https://reports.example.com/a'), link('2', 'https://propertyreport.co.uk/r')],
      ['reports.example.com'],
    );
    expect(result.videos).to.deep.equal([]);
    expect(result.unsupported.map((item) => item.id)).to.deep.equal(['2']);
  });

  it('collects unsupported links once each for a console warning', () => {
    const result = collectVideos([
      link('1', 'https://example.com/a.mov'),
      link('2', ' https://example.com/a.mov '),
      link('3', 'javascript:alert(1)'),
    ]);
    expect(result.unsupported.map((item) => item.id)).to.deep.equal(['1', '3']);
    expect(result.videos).to.deep.equal([]);
  });
});
