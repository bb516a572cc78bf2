import { useQuery } from '@tanstack/react-query';
import { AsyncBlock, type AsyncBlockProps } from '../../components/AsyncBlock';
import { useApiScope } from '../../data/apiScope';
import { userQueryOptions, type userReads, type UserReadName } from './user.api';

type DataOf<Name extends UserReadName> = Awaited<ReturnType<(typeof userReads)[Name]>>;

export interface UserDataBlockProps<Name extends UserReadName> extends Omit<
  AsyncBlockProps<DataOf<Name>>,
  'query' | 'isEmpty'
> {
  /** Which read of the user centre the block shows. */
  read: Name;
  /** Whether the answer counts as empty. Default: an empty list. */
  isEmpty?: (data: DataOf<Name>) => boolean;
}

function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * One block of the user centre that loads its own data and shows its own skeleton, error with Retry, empty state
 * or data, so one failing call never blanks the page.
 */
export function UserDataBlock<Name extends UserReadName>({
  read,
  isEmpty = isEmptyList,
  ...rest
}: UserDataBlockProps<Name>) {
  const query = useQuery(userQueryOptions(useApiScope(), read));
  return <AsyncBlock query={query} isEmpty={isEmpty} {...rest} />;
}
