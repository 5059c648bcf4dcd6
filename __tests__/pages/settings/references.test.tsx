import { screen, within } from '@testing-library/react';
import { PROVIDERS } from '../../../src/pages/settings/providers/catalogue';
import { CommandVariablesTable } from '../../../src/pages/settings/subtitles/CommandVariablesTable';
import { renderWithProviders } from '../../support/render';

describe('the post-processing command reference', () => {
  it("lists every variable Bazarr fills in, the uploader's and the release info too", () => {
    renderWithProviders(<CommandVariablesTable />);
    const table = screen.getByRole('table', { name: 'Post-processing command variables' });
    const names = within(table)
      .getAllByRole('code')
      .map((code) => code.textContent);
    expect(names).toHaveLength(19);
    expect(names).toEqual(expect.arrayContaining(['{{uploader}}', '{{release_info}}']));
  });
});

describe('the provider catalogue', () => {
  it('offers every provider Bazarr knows, each once', () => {
    const keys = PROVIDERS.map((provider) => provider.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(PROVIDERS.find((provider) => provider.key === 'argenteam_dump')?.name).toBe(
      'Argenteam Dump',
    );
  });

  it("leaves out what Bazarr's own list leaves out: the AvistaZ base and the closed Shooter", () => {
    const keys = PROVIDERS.map((provider) => provider.key);
    expect(keys).toEqual(expect.arrayContaining(['avistaz', 'cinemaz']));
    expect(keys).not.toContain('avistaz_network');
    expect(keys).not.toContain('shooter');
  });
});
