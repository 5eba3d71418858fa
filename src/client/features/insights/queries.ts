import { queryOptions } from '@tanstack/react-query';
import { getBlogs } from '@shared/contract/content.ts';
import { api } from '../../api/client.ts';
import { readThrough } from '../../offline/cache.ts';

/** The content feed's posts (spec 3 §2.7), kept on the device so Insights reads offline. */
export const blogsQuery = () =>
  queryOptions({
    queryKey: ['blogs'],
    queryFn: async () => (await readThrough('blogs', '', async () => (await api(getBlogs, undefined, { quiet: true })).blogs)).data,
    staleTime: 30 * 60_000,
    // offline it reads the device copy
    networkMode: 'always',
  });
