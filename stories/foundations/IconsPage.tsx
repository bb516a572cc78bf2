import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon, Input, theme } from '@pasture/ui';
import { FoundationsPage } from './FoundationPages';
import { text, type FoundationsLocale } from './foundationsText';
import { libraryIcons } from './iconSet';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  padding: ${theme.space.lg} ${theme.space.xs} ${theme.space.md};
  border: 1px solid ${theme.color.border2};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg1};
  color: ${theme.color.text1};
  font: inherit;
  font-size: ${theme.font.size.xs};
  cursor: pointer;
  transition: border-color ${theme.motion.fast} ${theme.motion.easing};

  &:hover {
    border-color: ${theme.color.primaryHover};
    color: ${theme.color.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  &[data-copied] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primaryBg};
    color: ${theme.color.primaryText};
  }
`;

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xxl};

  label {
    font-weight: ${theme.font.weight.medium};
  }
  > span {
    color: ${theme.color.text2};
  }
`;

const Status = styled.p`
  min-height: 1.6em;
  margin: ${theme.space.sm} 0 0;
  color: ${theme.color.successText};
`;

async function copy(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/** The library's icons: filter by name, select one to copy its name (the status line says whether it worked). */
export function IconsPage({ locale }: { locale: FoundationsLocale }) {
  const say = text(locale);
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState<{ name: string; ok: boolean } | null>(null);
  const names = Object.keys(libraryIcons).sort();
  const needle = query.trim().toLowerCase();
  const shown = names.filter((name) => name.toLowerCase().includes(needle));
  return (
    <FoundationsPage>
      <h1>{say('iconsTitle')}</h1>
      <p>{say('iconsIntro')}</p>
      <Search role="search">
        <label htmlFor={inputId}>{say('searchIcons')}</label>
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ width: 280 }}
        />
        <span>{say('iconCount', { n: shown.length, total: names.length })}</span>
      </Search>
      <Status role="status">
        {copied ? say(copied.ok ? 'copied' : 'copyFailed', { name: copied.name }) : ''}
      </Status>
      {shown.length === 0 ? <p>{say('noIcons', { q: query })}</p> : null}
      <Grid>
        {shown.map((name) => {
          const glyph = libraryIcons[name];
          return (
            <li key={name}>
              <Tile
                type="button"
                title={say('copyHint', { name })}
                data-copied={copied?.name === name ? '' : undefined}
                onClick={() => {
                  void copy(name).then((ok) => setCopied({ name, ok }));
                }}
              >
                {glyph ? <Icon icon={glyph} size={24} /> : null}
                <span>{name}</span>
              </Tile>
            </li>
          );
        })}
      </Grid>
    </FoundationsPage>
  );
}
