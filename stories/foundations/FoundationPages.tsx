import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { createPastureTheme, theme, type Palette } from '@pasture/ui';
import { composite, contrastRatio, parseHex, type Rgb } from '../../packages/ui/src/theme/color';
import { text, type FoundationsLocale } from './foundationsText';
import {
  breakpoints,
  fontSizes,
  fontTokens,
  fontWeights,
  motions,
  radii,
  scaleSteps,
  semanticColors,
  shadows,
  sizes,
  spaces,
  zIndexes,
  type Bilingual,
  type ColorEntry,
  type SemanticColorKey,
} from './tokenCatalog';

/**
 * The foundations pages: each walks a part of the theme (`theme` tokens, the default theme's palettes) and adds the
 * catalog's words, so a token cannot be on the theme and off its page (tests/unit/foundations.test.tsx).
 */

type Mode = 'light' | 'dark';
const definition = createPastureTheme();
const palettes: Record<Mode, Palette> = { light: definition.light, dark: definition.dark };

/** The `--pc-*` variable a token reads, if any. */
export function cssVariableOf(token: string | number): string | undefined {
  return /var\((--pc-[a-z0-9-]+)/.exec(String(token))?.[1];
}

const Page = styled.article`
  box-sizing: border-box;
  max-width: 1200px;
  padding: ${theme.space.xxl} ${theme.space.xxxl} 48px;
  color: ${theme.color.text1};
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight};

  h1 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.font.size.xxl};
    font-weight: ${theme.font.weight.semibold};
  }
  h2 {
    margin: ${theme.space.xxxl} 0 ${theme.space.md};
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.medium};
  }
  h3 {
    margin: ${theme.space.xxl} 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.medium};
  }
  > p {
    max-width: 72ch;
    margin: 0;
    color: ${theme.color.text2};
  }
  code {
    font-family: ${theme.font.mono};
    font-size: ${theme.font.size.sm};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.bg1};
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.lg};

  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border-bottom: 1px solid ${theme.color.border1};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: ${theme.color.fill1};
    color: ${theme.color.text2};
    font-weight: ${theme.font.weight.medium};
    font-size: ${theme.font.size.sm};
  }
  tbody th {
    font-weight: ${theme.font.weight.regular};
  }
  td.secondary {
    color: ${theme.color.text2};
  }
`;

const TokenCell = styled.span`
  display: grid;
  gap: 2px;
  code + code {
    color: ${theme.color.text2};
  }
`;

const Swatch = styled.span<{ $color: string; $on?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 28px;
  flex: none;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border2};
  background: ${(props) => props.$color};
  font-weight: ${theme.font.weight.medium};
  /* A sample of the text colour on the fill, drawn (not text): a failing pair is shown on purpose. */
  &::after {
    content: ${(props) => (props.$on ? "'Aa'" : 'none')};
    color: ${(props) => props.$on ?? 'transparent'};
  }
`;

const SwatchValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  code {
    white-space: nowrap;
  }
`;

const Verdict = styled.span<{ $tone: 'pass' | 'fail' | 'neutral' }>`
  display: inline-block;
  margin-inline-start: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.xs};
  color: ${(props) =>
    props.$tone === 'pass'
      ? theme.color.successText
      : props.$tone === 'fail'
        ? theme.color.dangerText
        : theme.color.text2};
  background: ${(props) =>
    props.$tone === 'pass'
      ? theme.color.successBg
      : props.$tone === 'fail'
        ? theme.color.dangerBg
        : theme.color.fill2};
`;

function Token({ path, value }: { path: string; value?: string | number }) {
  const variable = value === undefined ? undefined : cssVariableOf(value);
  return (
    <TokenCell>
      <code>{path}</code>
      {variable ? <code>{variable}</code> : null}
    </TokenCell>
  );
}

/** Literal value of a token: the fallback inside `var(--pc-x, fallback)`, or the token itself. */
function literal(token: string | number): string {
  const match = /^var\(--pc-[a-z0-9-]+,\s*(.*)\)$/.exec(String(token));
  return match?.[1] ?? String(token);
}

function Header({
  locale,
  columns,
}: {
  locale: FoundationsLocale;
  columns: Parameters<ReturnType<typeof text>>[0][];
}) {
  const say = text(locale);
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={`${column}-${index}`} scope="col">
            {say(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

// ——— Colours ———

const SURFACES = ['--pc-bg-body', '--pc-bg-1', '--pc-bg-popup'] as const;

function opaque(palette: Palette, variable: string): Rgb {
  return parseHex(palette[variable as keyof Palette] ?? '#FFFFFF');
}

/** The lowest contrast of a colour against the page, card and popup surfaces of a mode. */
function lowestOnSurfaces(palette: Palette, value: string): number {
  return Math.min(
    ...SURFACES.map((surface) => {
      const backdrop = opaque(palette, surface);
      return contrastRatio(composite(value, backdrop), backdrop);
    }),
  );
}

function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function ContrastVerdict({
  ratio,
  need,
  locale,
}: {
  ratio: number;
  need: 'text' | 'ui' | 'exempt';
  locale: FoundationsLocale;
}) {
  const say = text(locale);
  const threshold = need === 'text' ? 4.5 : 3;
  const pass = ratio >= threshold;
  const tone = need === 'exempt' ? 'neutral' : pass ? 'pass' : 'fail';
  const label =
    need === 'exempt'
      ? say('exempt')
      : pass
        ? say(need === 'text' ? 'passText' : 'passUi')
        : say('fail');
  return (
    <>
      {ratioText(ratio)}
      <Verdict $tone={tone}>{label}</Verdict>
    </>
  );
}

function semanticVariable(key: SemanticColorKey): string {
  return cssVariableOf(theme.color[key]) ?? '';
}

function SemanticContrast({
  entry,
  value,
  palette,
  locale,
}: {
  entry: ColorEntry;
  value: string;
  palette: Palette;
  locale: FoundationsLocale;
}) {
  const { contrast } = entry;
  switch (contrast.kind) {
    case 'text':
      return (
        <ContrastVerdict ratio={lowestOnSurfaces(palette, value)} need="text" locale={locale} />
      );
    case 'ui':
      return <ContrastVerdict ratio={lowestOnSurfaces(palette, value)} need="ui" locale={locale} />;
    case 'muted':
      return (
        <ContrastVerdict ratio={lowestOnSurfaces(palette, value)} need="exempt" locale={locale} />
      );
    case 'fill': {
      const textValue = palette[semanticVariable(contrast.text) as keyof Palette] ?? '#FFFFFF';
      // A fill's pair: its own text colour on it; for the text colour itself, the fill it is written on.
      const fillVariable =
        contrast.text === 'onDanger'
          ? semanticVariable('dangerStrong')
          : semanticVariable('primary');
      const fill = palette[fillVariable as keyof Palette] ?? '#000000';
      return (
        <ContrastVerdict
          ratio={contrastRatio(parseHex(textValue), parseHex(fill))}
          need="text"
          locale={locale}
        />
      );
    }
    default:
      return <Verdict $tone="neutral">{text(locale)('none')}</Verdict>;
  }
}

function ColorValue({ value }: { value: string }) {
  return (
    <SwatchValue>
      <Swatch $color={value} aria-hidden />
      <code>{value}</code>
    </SwatchValue>
  );
}

const GROUP_LABEL = {
  primary: 'groupPrimary',
  status: 'groupStatus',
  text: 'groupText',
  surface: 'groupSurface',
} as const;

const WHITE: Rgb = [255, 255, 255];

function ScaleTable({ mode, locale }: { mode: Mode; locale: FoundationsLocale }) {
  const say = text(locale);
  const palette = palettes[mode];
  const card = opaque(palette, '--pc-bg-1');
  const darkText = parseHex(palettes.light['--pc-text-1'] ?? '#1D2129');
  const semanticKeys = Object.keys(semanticColors) as SemanticColorKey[];
  return (
    <Table>
      <caption style={{ textAlign: 'start', padding: 8, fontWeight: 500 }}>
        {`${say('scaleTitle')} · ${say(mode)}`}
      </caption>
      <Header
        locale={locale}
        columns={['step', 'token', 'value', 'role', 'usedAs', 'onCard', 'textOnIt']}
      />
      <tbody>
        {theme.color.primaryScale.map((token, index) => {
          const variable = cssVariableOf(token) ?? '';
          const value = palette[variable as keyof Palette] ?? '';
          const rgb = parseHex(value);
          const onWhite = contrastRatio(WHITE, rgb);
          const onDark = contrastRatio(darkText, rgb);
          const white = onWhite >= onDark;
          const usedAs = semanticKeys.filter(
            (key) => palette[semanticVariable(key) as keyof Palette] === value,
          );
          return (
            <tr key={variable}>
              <th scope="row">{index + 1}</th>
              <td>
                <Token path={`theme.color.primaryScale[${index}]`} value={token} />
              </td>
              <td>
                <ColorValue value={value} />
              </td>
              <td className="secondary">{scaleSteps[index]?.[locale]}</td>
              <td>
                {usedAs.length ? usedAs.map((key) => <code key={key}>{`${key} `}</code>) : '—'}
              </td>
              <td>
                <ContrastVerdict ratio={contrastRatio(rgb, card)} need="ui" locale={locale} />
              </td>
              <td>
                <SwatchValue>
                  <Swatch $color={value} $on={white ? '#FFFFFF' : '#1D2129'} aria-hidden />
                  <span>
                    {say(white ? 'whiteText' : 'darkText')}{' '}
                    <ContrastVerdict ratio={white ? onWhite : onDark} need="text" locale={locale} />
                  </span>
                </SwatchValue>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

export function ColorsPage({ locale }: { locale: FoundationsLocale }) {
  const say = text(locale);
  const groups = ['primary', 'status', 'text', 'surface'] as const;
  const entries = Object.entries(semanticColors) as [SemanticColorKey, ColorEntry][];
  return (
    <Page>
      <h1>{say('colorsTitle')}</h1>
      <p>{say('colorsIntro')}</p>
      <h2>{say('scaleTitle')}</h2>
      <ScaleTable mode="light" locale={locale} />
      <div style={{ height: 24 }} />
      <ScaleTable mode="dark" locale={locale} />
      <h2>{say('semanticTitle')}</h2>
      {groups.map((group) => (
        <Fragment key={group}>
          <h3>{say(GROUP_LABEL[group])}</h3>
          <Table>
            <Header
              locale={locale}
              columns={['token', 'role', 'light', 'contrast', 'dark', 'contrast']}
            />
            <tbody>
              {entries
                .filter(([, entry]) => entry.group === group)
                .map(([key, entry]) => {
                  const variable = semanticVariable(key) as keyof Palette;
                  return (
                    <tr key={key}>
                      <th scope="row">
                        <Token path={`theme.color.${key}`} value={theme.color[key]} />
                      </th>
                      <td className="secondary">{entry.role[locale]}</td>
                      {(['light', 'dark'] as const).map((mode) => (
                        <Fragment key={mode}>
                          <td>
                            <ColorValue value={palettes[mode][variable] ?? ''} />
                          </td>
                          <td>
                            <SemanticContrast
                              entry={entry}
                              value={palettes[mode][variable] ?? ''}
                              palette={palettes[mode]}
                              locale={locale}
                            />
                          </td>
                        </Fragment>
                      ))}
                    </tr>
                  );
                })}
            </tbody>
          </Table>
        </Fragment>
      ))}
    </Page>
  );
}

// ——— Generic token tables ———

interface Row {
  path: string;
  token: string | number;
  role: Bilingual;
  preview?: ReactNode;
}

function TokenTable({
  rows,
  locale,
  withPreview = true,
}: {
  rows: Row[];
  locale: FoundationsLocale;
  withPreview?: boolean;
}) {
  return (
    <Table>
      <Header
        locale={locale}
        columns={withPreview ? ['token', 'value', 'preview', 'role'] : ['token', 'value', 'role']}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <th scope="row">
              <Token path={row.path} value={row.token} />
            </th>
            <td>
              <code>{literal(row.token)}</code>
            </td>
            {withPreview ? <td>{row.preview}</td> : null}
            <td className="secondary">{row.role[locale]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function rowsOf<K extends string>(
  prefix: string,
  tokens: Readonly<Record<K, string | number>>,
  roles: Readonly<Record<NoInfer<K>, Bilingual>>,
  preview?: (token: string | number, key: K) => ReactNode,
): Row[] {
  return (Object.keys(tokens) as K[]).map((key) => ({
    path: `${prefix}.${key}`,
    token: tokens[key],
    role: roles[key],
    preview: preview?.(tokens[key], key),
  }));
}

export function TypographyPage({ locale }: { locale: FoundationsLocale }) {
  const say = text(locale);
  const { size, weight, ...families } = theme.font;
  return (
    <Page>
      <h1>{say('typographyTitle')}</h1>
      <p>{say('typographyIntro')}</p>
      <h2>{say('sizesTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.font.size', size, fontSizes, (token) => (
          <span style={{ fontSize: token, lineHeight: 1.3 }}>{say('sample')}</span>
        ))}
      />
      <h2>{say('weightsTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.font.weight', weight, fontWeights, (token) => (
          <span style={{ fontWeight: token }}>{say('sample')}</span>
        ))}
      />
      <h2>{say('families')}</h2>
      <TokenTable
        locale={locale}
        rows={[
          ...rowsOf('theme.font', families, fontTokens, (token, key) =>
            key === 'lineHeight' ? null : (
              <span style={{ fontFamily: String(token) }}>{say('sample')}</span>
            ),
          ),
          { path: 'theme.font.size', token: Object.keys(size).join(' · '), role: fontTokens.size },
          {
            path: 'theme.font.weight',
            token: Object.keys(weight).join(' · '),
            role: fontTokens.weight,
          },
        ]}
      />
    </Page>
  );
}

const Bar = styled.span`
  display: block;
  height: 12px;
  border-radius: 2px;
  background: ${theme.color.primary};
`;

const RadiusBox = styled.span`
  display: block;
  width: 48px;
  height: 32px;
  border: 2px solid ${theme.color.primary};
  background: ${theme.color.primaryBg};
`;

export function LayoutPage({ locale }: { locale: FoundationsLocale }) {
  const say = text(locale);
  return (
    <Page>
      <h1>{say('layoutTitle')}</h1>
      <p>{say('layoutIntro')}</p>
      <h2>{say('spacingTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.space', theme.space, spaces, (token) => (
          <Bar style={{ width: token }} />
        ))}
      />
      <h2>{say('radiusTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.radius', theme.radius, radii, (token) => (
          <RadiusBox style={{ borderRadius: token }} />
        ))}
      />
      <h2>{say('controlTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.size', theme.size, sizes, (token) => (
          <RadiusBox
            style={{
              height: token,
              width: 96,
              boxSizing: 'border-box',
              borderRadius: theme.radius.md,
            }}
          />
        ))}
      />
      <h2>{say('breakpointTitle')}</h2>
      <TokenTable
        locale={locale}
        withPreview={false}
        rows={rowsOf('theme.breakpoint', theme.breakpoint, breakpoints)}
      />
    </Page>
  );
}

const ShadowCard = styled.span`
  display: block;
  width: 96px;
  height: 40px;
  margin: 6px;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bgPopup};
`;

export function ElevationPage({ locale }: { locale: FoundationsLocale }) {
  const say = text(locale);
  const layers = (Object.keys(theme.zIndex) as (keyof typeof theme.zIndex)[]).sort(
    (a, b) => theme.zIndex[b] - theme.zIndex[a],
  );
  return (
    <Page>
      <h1>{say('elevationTitle')}</h1>
      <p>{say('elevationIntro')}</p>
      <h2>{say('shadowTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.shadow', theme.shadow, shadows, (token) => (
          <ShadowCard style={{ boxShadow: String(token) }} />
        ))}
      />
      <h2>{say('layersTitle')}</h2>
      <TokenTable
        locale={locale}
        withPreview={false}
        rows={layers.map((key) => ({
          path: `theme.zIndex.${key}`,
          token: theme.zIndex[key],
          role: zIndexes[key],
        }))}
      />
    </Page>
  );
}

/** The easing curve, drawn from its cubic-bezier control points. */
function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = (/cubic-bezier\(([^)]*)\)/.exec(easing)?.[1] ?? '0,0,1,1')
    .split(',')
    .map(Number);
  const size = 64;
  const point = (x = 0, y = 0) => `${x * size} ${size - y * size}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 -8 ${size} ${size + 16}`}
      aria-hidden
      style={{ overflow: 'visible' }}
    >
      <path d={`M0 ${size} L${size} ${size}`} stroke="currentColor" strokeOpacity={0.3} />
      <path
        d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`}
        fill="none"
        stroke={theme.color.primary}
        strokeWidth={2}
      />
    </svg>
  );
}

export function MotionPage({ locale }: { locale: FoundationsLocale }) {
  const say = text(locale);
  return (
    <Page>
      <h1>{say('motionTitle')}</h1>
      <p>{say('motionIntro')}</p>
      <h2>{say('motionTitle')}</h2>
      <TokenTable
        locale={locale}
        rows={rowsOf('theme.motion', theme.motion, motions, (token, key) =>
          key === 'easing' ? <EasingCurve easing={String(token)} /> : null,
        )}
      />
    </Page>
  );
}

export { Page as FoundationsPage, Table as FoundationsTable };
