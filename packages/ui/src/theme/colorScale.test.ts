import { describe, expect, it } from 'vitest';
import { colorScale } from './colorScale';

/**
 * Arco's palettes as @arco-design/color 0.4.0 prints them (`generate(seed, { list: true, dark })`): the brand blue,
 * Arco's red, green, orange and purple, a yellow, a dark navy, a cyan, a magenta, and #DCD094, whose hue sits
 * exactly on one of the algorithm's boundaries (50°).
 */
const arcoPalettes: Record<string, { light: string[]; dark: string[] }> = {
  '#165DFF': {
    light: [
      '#E8F3FF',
      '#BEDAFF',
      '#94BFFF',
      '#6AA1FF',
      '#4080FF',
      '#165DFF',
      '#0E42D2',
      '#072CA6',
      '#031A79',
      '#000D4D',
    ],
    dark: [
      '#000D4D',
      '#041B79',
      '#0E32A6',
      '#1D4DD2',
      '#306FFF',
      '#3C7EFF',
      '#689FFF',
      '#93BEFF',
      '#BEDAFF',
      '#EAF4FF',
    ],
  },
  '#F53F3F': {
    light: [
      '#FFECE8',
      '#FDCDC5',
      '#FBACA3',
      '#F98981',
      '#F76560',
      '#F53F3F',
      '#CB272D',
      '#A1151E',
      '#770813',
      '#4D000A',
    ],
    dark: [
      '#4D000A',
      '#770611',
      '#A1161F',
      '#CB2E34',
      '#F54E4E',
      '#F76965',
      '#F98D86',
      '#FBB0A7',
      '#FDD1CA',
      '#FFF0EC',
    ],
  },
  '#00B42A': {
    light: [
      '#E8FFEA',
      '#AFF0B5',
      '#7BE188',
      '#4CD263',
      '#23C343',
      '#00B42A',
      '#009A29',
      '#008026',
      '#006622',
      '#004D1C',
    ],
    dark: [
      '#004D1C',
      '#046625',
      '#0A802D',
      '#129A37',
      '#1DB440',
      '#27C346',
      '#50D266',
      '#7EE18B',
      '#B2F0B7',
      '#EBFFEC',
    ],
  },
  '#FF7D00': {
    light: [
      '#FFF7E8',
      '#FFE4BA',
      '#FFCF8B',
      '#FFB65D',
      '#FF9A2E',
      '#FF7D00',
      '#D25F00',
      '#A64500',
      '#792E00',
      '#4D1B00',
    ],
    dark: [
      '#4D1B00',
      '#793004',
      '#A64B0A',
      '#D26913',
      '#FF8D1F',
      '#FF9626',
      '#FFB357',
      '#FFCD87',
      '#FFE3B8',
      '#FFF7E8',
    ],
  },
  '#FADC19': {
    light: [
      '#FEFFE8',
      '#FEFEBE',
      '#FDFA94',
      '#FCF26B',
      '#FBE842',
      '#FADC19',
      '#CFAF0F',
      '#A38408',
      '#785D03',
      '#4D3800',
    ],
    dark: [
      '#4D3800',
      '#785E07',
      '#A38614',
      '#CFB325',
      '#FAE13C',
      '#FBE94B',
      '#FCF374',
      '#FDFA9D',
      '#FEFEC6',
      '#FEFFF0',
    ],
  },
  '#0A1A4F': {
    light: [
      '#E8F1FF',
      '#A6B9DC',
      '#6E87B9',
      '#425B95',
      '#203672',
      '#0A1A4F',
      '#07164E',
      '#05114E',
      '#020C4D',
      '#00084D',
    ],
    dark: [
      '#00084D',
      '#030D4D',
      '#08134E',
      '#0C1A4E',
      '#111F4F',
      '#203672',
      '#415A95',
      '#6E87B9',
      '#A6B9DC',
      '#EAF2FF',
    ],
  },
  '#722ED1': {
    light: [
      '#F5E8FF',
      '#DDBEF6',
      '#C396ED',
      '#A871E3',
      '#8D4EDA',
      '#722ED1',
      '#551DB0',
      '#3C108F',
      '#27066E',
      '#16004D',
    ],
    dark: [
      '#16004D',
      '#27066E',
      '#3E138F',
      '#5A25B0',
      '#7B3DD1',
      '#8E51DA',
      '#A974E3',
      '#C59AED',
      '#DFC2F6',
      '#F7EDFF',
    ],
  },
  '#14C9C9': {
    light: [
      '#E8FFFB',
      '#B7F4EC',
      '#89E9E0',
      '#5EDFD6',
      '#37D4CF',
      '#14C9C9',
      '#0DA5AA',
      '#07828B',
      '#03616C',
      '#00424D',
    ],
    dark: [
      '#00424D',
      '#06616C',
      '#11838B',
      '#1FA6AA',
      '#30C9C9',
      '#3FD4CF',
      '#66DFD7',
      '#90E9E1',
      '#BEF4ED',
      '#F0FFFC',
    ],
  },
  '#D91AD9': {
    light: [
      '#FFE8FB',
      '#F7BAEF',
      '#F08EE6',
      '#E865DF',
      '#E13EDB',
      '#D91AD9',
      '#B010B6',
      '#8A0993',
      '#650370',
      '#42004D',
    ],
    dark: [
      '#42004D',
      '#650370',
      '#8A0D93',
      '#B01BB6',
      '#D92ED9',
      '#E13DDB',
      '#E866DF',
      '#F092E6',
      '#F7C1F0',
      '#FFF2FD',
    ],
  },
  '#DCD094': {
    light: [
      '#FFFFE8',
      '#F8F7D6',
      '#F1EEC4',
      '#EAE5B4',
      '#E3DBA3',
      '#DCD094',
      '#B8A65D',
      '#947D32',
      '#705713',
      '#4D3600',
    ],
    dark: [
      '#4D3600',
      '#705611',
      '#947D31',
      '#B8A65E',
      '#DCD198',
      '#E3DFC6',
      '#EAE7CF',
      '#F1EFD7',
      '#F8F7E0',
      '#FFFFE9',
    ],
  },
};

describe('colorScale', () => {
  it.each(Object.entries(arcoPalettes))(
    'gives Arco’s ten light and dark steps for %s',
    (seed, palette) => {
      expect(colorScale(seed, 'light')).toEqual(palette.light);
      expect(colorScale(seed, 'dark')).toEqual(palette.dark);
    },
  );

  it('keeps the seed as step 6 of the light scale', () => {
    expect(colorScale('#abcdef', 'light')[5]).toBe('#ABCDEF');
  });

  it('gives a grey seed a grey scale (Arco’s formulas would tint it pink)', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const step of colorScale('#808080', mode)) {
        expect(step.slice(1, 3)).toBe(step.slice(3, 5));
        expect(step.slice(3, 5)).toBe(step.slice(5, 7));
      }
    }
  });
});
