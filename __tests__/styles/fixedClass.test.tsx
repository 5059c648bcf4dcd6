import { Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wrench } from 'lucide-react';
import { system } from '../../src/styles/chakraSystem';
import {
  DataTable,
  fixedStyles,
  recipeStyles,
  RowIconButton,
  useFixedClass,
  type DataTableColumn,
} from '../../src/components';
import { renderUi } from '../components/render';

/** The emotion class (css-…) of an element, without Chakra's own names (chakra-badge). */
const emotionClass = (element: Element) =>
  [...element.classList].find((name) => name.startsWith('css-'));

/** Every CSS rule in the page (Emotion inserts them through the CSSOM, not as text). */
const pageCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');

/** The page's rules for an element's emotion class, its name left out (two classes with the same styles match). */
const rulesOf = (element: Element) => {
  const name = emotionClass(element) ?? '';
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .filter((text) => text.includes(`.${name}`))
    .map((text) => text.split(`.${name}`).join('.X'));
};

const MUTED_ICON = fixedStyles({ display: 'inline-flex', color: 'fg.muted' });
const OUTLINE_BADGE = recipeStyles('badge', { variant: 'outline' });

function MutedIcon() {
  return <span data-testid="icon" className={useFixedClass(MUTED_ICON)} />;
}

function PlainBadge() {
  return <span data-testid="plain">{useFixedClass(OUTLINE_BADGE)}</span>;
}

afterEach(() => jest.restoreAllMocks());

describe('elements repeated in every row: styles resolved once', () => {
  it('gives every element with the same fixed styles one class, resolved once for all of them', () => {
    const css = jest.spyOn(system, 'css');
    renderUi(
      <>
        {Array.from({ length: 20 }, (_, index) => (
          <MutedIcon key={index} />
        ))}
      </>,
    );
    const icons = screen.getAllByTestId('icon');
    expect(new Set(icons.map((icon) => icon.className))).toEqual(new Set([icons[0]?.className]));
    expect(css).toHaveBeenCalledTimes(1);
    // The rule is in the page, the colour a theme variable (so both themes apply).
    expect(getComputedStyle(icons[0] as HTMLElement).display).toBe('inline-flex');
    const rule = pageCss()
      .split('\n')
      .find((text) => text.startsWith(`.${icons[0]?.className} `));
    expect(rule).toMatch(/color: var\(--chakra-colors-fg-muted\)/);
  });

  it('gives a recipe variant the styles of Chakra’s recipe', () => {
    renderUi(<PlainBadge />);
    // The declarations of the class's own rule, in the recipes' cascade layer.
    const rule = new RegExp(
      `@layer recipes \\{\\.${screen.getByTestId('plain').textContent} \\{([^}]*)\\}`,
    ).exec(pageCss())?.[1];
    // The badge recipe's base, and its outline variant.
    expect(rule).toContain('border-radius: var(--chakra-radii-l2)');
    expect(rule).toContain('box-shadow: inset 0 0 0px 1px var(--shadow-color)');
  });

  it('names a look by what it says, the same wherever it is declared', () => {
    const a = recipeStyles('badge', { variant: 'outline' }, { color: 'fg.muted' });
    expect(recipeStyles('badge', { variant: 'outline' }, { color: 'fg.muted' }).name).toBe(a.name);
    expect(recipeStyles('badge', { variant: 'subtle' }, { color: 'fg.muted' }).name).not.toBe(
      a.name,
    );
    expect(fixedStyles({ color: 'fg.muted' }).name).not.toBe(a.name);
    expect(a.name).toMatch(/^fx[0-9a-z]+$/);
  });

  it('styles a data table’s cells as Chakra’s table cells that wrap and fit a phone, the column’s width and alignment on the cell', () => {
    const columns: DataTableColumn<{ id: number }>[] = [
      { id: 'id', header: 'Id', align: 'end', width: '3rem', cell: (row) => row.id },
    ];
    renderUi(
      <>
        <DataTable label="Rows" rows={[{ id: 7 }]} columns={columns} getRowKey={(row) => row.id} />
        <Table.Root size="sm" interactive aria-label="Chakra">
          <Table.Body>
            <Table.Row data-testid="chakra-row">
              <Table.Cell>8</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </>,
    );
    const ours = screen.getByRole('cell', { name: '7' });
    const theirs = screen.getByRole('cell', { name: '8' });
    // Chakra's rules under another class name (our look is built, Chakra's resolved in the page), and ours: long
    // words break, narrower gutters and no fixed width on phones.
    expect(rulesOf(theirs)).not.toEqual([]);
    expect(rulesOf(ours)).toEqual(expect.arrayContaining(rulesOf(theirs)));
    expect(rulesOf(ours).filter((rule) => !rulesOf(theirs).includes(rule))).toEqual([
      '.X {overflow-wrap: break-word; padding-inline: var(--chakra-spacing-1\\.5);}',
      '.X [data-long-word] {overflow-wrap: anywhere;}',
      '@media screen and (min-width: 30rem) {.X [data-long-word] {overflow-wrap: break-word;}}',
      '.X [data-long-word="huge"] {overflow-wrap: anywhere;}',
      '@media screen and (min-width: 30rem) {.X {padding-inline: var(--chakra-spacing-2); width: var(--column-width, auto);}}',
    ]);
    expect(rulesOf(ours.closest('tr') as Element)).toEqual(
      rulesOf(screen.getByTestId('chakra-row')),
    );
    // The width is a variable the looks apply from 'sm' up (on phones columns size to their content).
    for (const cell of [ours, screen.getByRole('columnheader', { name: 'Id' })]) {
      expect(cell.style.getPropertyValue('--column-width')).toBe('3rem');
      expect(cell).toHaveStyle({ textAlign: 'end' });
    }
  });
});

describe('RowIconButton', () => {
  it('is named by its label, shows it as a hint, and runs its action unless disabled', async () => {
    const user = userEvent.setup();
    const open = jest.fn();
    const { rerender } = renderUi(
      <RowIconButton icon={<Wrench />} label="Edit Series" onClick={open} tooltipDelay={0} />,
    );
    const button = screen.getByRole('button', { name: 'Edit Series' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit Series');
    await user.click(button);
    expect(open).toHaveBeenCalledTimes(1);

    rerender(<RowIconButton icon={<Wrench />} label="Edit Series" onClick={open} disabled />);
    expect(screen.getByRole('button', { name: 'Edit Series' })).toBeDisabled();
  });
});
