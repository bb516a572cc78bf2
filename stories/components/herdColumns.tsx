import { createTableColumnHelper, StatusDot, type StatusDotStatus } from '@pasture/ui';
import type { Animal } from './herdFixtures';
import { sample, type SampleText } from '../support/samples';

const column = createTableColumnHelper<Animal>();
// One formatter for every cell: building an Intl formatter per cell costs more than the rest of the row.
const kilograms = new Intl.NumberFormat('en-US');

const statusDot: Record<Animal['status'], StatusDotStatus> = {
  healthy: 'success',
  treatment: 'processing',
  sick: 'danger',
};
const statusText: Record<Animal['status'], SampleText> = {
  healthy: 'Healthy',
  treatment: 'In treatment',
  sick: 'Sick',
};

/**
 * The herd's columns: the ear tag names each row (a row header) and stays in view when fixed. Their headers (and the
 * herd's breeds and barns) are sample texts: `withSamples` translates them in a story's args.
 */
export const herdColumns = column.columns([
  column.accessor('tag', {
    header: 'Ear tag',
    size: 120,
    meta: { rowHeader: true, fixed: 'start' },
  }),
  column.accessor('breed', { header: 'Breed' }),
  column.accessor('barn', { header: 'Barn' }),
  column.accessor('weight', {
    header: 'Weight (kg)',
    meta: { align: 'end' },
    cell: (info) => kilograms.format(info.getValue()),
  }),
  column.accessor('born', { header: 'Born' }),
  column.accessor('status', {
    header: 'Health',
    enableSorting: false,
    cell: (info) => (
      <StatusDot status={statusDot[info.getValue()]}>
        {sample(statusText[info.getValue()])}
      </StatusDot>
    ),
  }),
]);

export const animalId = (animal: Animal) => animal.id;
export const animalLabel = (animal: Animal) => animal.tag;
