import { describe, expect, it } from 'vitest';
import { socialProfile } from '../../../scripts/validate/rules/social-profile.ts';
import { isSocialProfile } from '../../../scripts/validate/social.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const lintSocial = (shop: Record<string, unknown>) => {
  const document = site({ shop });
  return { document, problems: lintFixture({ 'sites/negozio.json': document }, { rules: [socialProfile] }) };
};

describe('social-profile', () => {
  it("passes links that name the shop's account on each network", () => {
    const { problems } = lintSocial({
      social: [
        { network: 'instagram', url: 'https://www.instagram.com/moniagioielli' },
        { network: 'facebook', url: 'https://www.facebook.com/moniagioielli/' },
        { network: 'tiktok', url: 'https://www.tiktok.com/@moniagioielli' },
        { network: 'pinterest', url: 'https://it.pinterest.com/moniagioielli' },
        { network: 'youtube', url: 'https://www.youtube.com/@moniagioielli' },
        { network: 'linkedin', url: 'https://www.linkedin.com/company/monia-gioielli' },
      ],
      profileUrl: 'https://www.instagram.com/moniagioielli',
    });
    expect(problems).toEqual([]);
  });

  it("reports an icon that leads to the network's home page, naming the field, with a profile's address", () => {
    const { document, problems } = lintSocial({
      social: [{ network: 'instagram', url: 'https://www.instagram.com/' }],
    });
    expect(problems).toEqual([
      {
        code: 'social-profile',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"https://www.instagram.com/"'),
        path: 'shop.social[0].url',
        message: "`shop.social[0].url` leads to Instagram's home page, not to the shop's profile",
        hint:
          "a profile address names the account after the network's: https://www.instagram.com/nomenegozio; " +
          'without one, remove the link',
      },
    ]);
  });

  it('reports every home page and network page, whatever the host spelling', () => {
    const urls = {
      facebook: 'https://facebook.com',
      tiktok: 'https://www.tiktok.com/moniagioielli',
      pinterest: 'https://www.pinterest.com/ideas/',
      youtube: 'https://www.youtube.com/watch',
      x: 'https://x.com/home',
    };
    const { problems } = lintSocial({
      social: Object.entries(urls).map(([network, url]) => ({ network, url })),
    });
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      ['shop.social[0].url', "`shop.social[0].url` leads to Facebook's home page, not to the shop's profile"],
      ['shop.social[1].url', "`shop.social[1].url` leads to TikTok's home page, not to the shop's profile"],
      ['shop.social[2].url', "`shop.social[2].url` leads to Pinterest's home page, not to the shop's profile"],
      ['shop.social[3].url', "`shop.social[3].url` leads to YouTube's home page, not to the shop's profile"],
      ['shop.social[4].url', "`shop.social[4].url` leads to X's home page, not to the shop's profile"],
    ]);
  });

  it('reports a link marked with one network that leads elsewhere, and one that is not a web address', () => {
    const { problems } = lintSocial({
      social: [
        { network: 'instagram', url: 'https://www.facebook.com/moniagioielli' },
        { network: 'facebook', url: '#contatti' },
      ],
    });
    expect(problems.map((p) => p.message)).toEqual([
      '`shop.social[0].url` is marked Instagram but leads to another site',
      '`shop.social[1].url` is not the address of a Facebook profile',
    ]);
  });

  it("reports `profileUrl` at a network's home page, and leaves one on the shop's own site alone", () => {
    expect(lintSocial({ profileUrl: 'https://www.instagram.com/' }).problems).toEqual([
      expect.objectContaining({
        path: 'shop.profileUrl',
        message: "`shop.profileUrl` leads to Instagram's home page, not to the shop's profile",
      }),
    ]);
    expect(lintSocial({ profileUrl: 'https://www.moniagioielli.it/' }).problems).toEqual([]);
  });

  it('tells a profile from a home page for the browser tests', () => {
    expect(isSocialProfile('https://www.instagram.com/moniagioielli')).toBe(true);
    expect(isSocialProfile('https://www.instagram.com/')).toBe(false);
    expect(isSocialProfile('https://www.example.it/moniagioielli')).toBe(false);
  });
});
