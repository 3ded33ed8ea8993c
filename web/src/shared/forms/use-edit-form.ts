import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, type FormInstance } from '@/shared/ui-kit/form';
import { changedValues, rebaseValues, sameValue } from './edit-baseline';

// biome-ignore lint/suspicious/noExplicitAny: any query's options (their key and fetcher types vary)
type SourceOptions<TData> = UseQueryOptions<TData, Error, TData, any> & { queryKey: QueryKey };

/**
 * Server data an editor may start from. The query cache is persisted to storage, so what it holds
 * when a page opens can be hours old (another tab, another person may have changed it since): this
 * asks the server again on mount and is ready only once that answer is in.
 */
export function useFreshData<TData>(source: SourceOptions<TData> | null) {
  const query = useQuery({
    ...(source ?? { queryKey: ['fresh-data-none'], queryFn: () => null as TData }),
    enabled: source ? source.enabled !== false : false,
    refetchOnMount: 'always',
  });
  const fresh = query.isFetchedAfterMount && query.isSuccess;
  // Once ready, stays ready: a later failed refetch keeps the form rather than tearing it down.
  const [ready, setReady] = useState(fresh);
  if (fresh && !ready) setReady(true);
  return { query, ready: source ? ready : true, data: source && ready ? query.data : undefined };
}

interface Baseline<TData, TValues> {
  data: TData | undefined;
  values: TValues;
  /** dataUpdatedAt of the data it was made from; -1 after our own save (already applied). */
  at: number;
}

/**
 * One mechanism for every edit form (a form filled from a stale cache must not wipe, say,
 * a location's team): the form starts from fresh data; when newer data arrives, the fields the user has
 * not touched follow it; and `changes()` gives only the fields the user changed, so a PATCH never
 * carries a value nobody chose. `source` null is a create form, ready at once with `empty`.
 */
export function useEditForm<TData, TValues extends object>({
  source,
  toValues,
  empty,
}: {
  source: SourceOptions<TData> | null;
  toValues: (data: TData) => TValues;
  empty?: () => TValues;
}) {
  const [form] = Form.useForm<TValues>();
  const { query, ready, data } = useFreshData(source);
  const [baseline, setBaseline] = useState<Baseline<TData, TValues> | null>(null);
  let current = baseline;
  if (!current && ready) {
    current =
      data !== undefined
        ? { data, values: toValues(data), at: query.dataUpdatedAt }
        : { data: undefined, values: empty ? empty() : ({} as TValues), at: 0 };
    setBaseline(current);
  }

  const latest = source && ready ? query.data : undefined;
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!baseline || latest === undefined || updatedAt === baseline.at) return;
    const next = toValues(latest);
    const now = form.getFieldsValue(true) as Partial<TValues>;
    const merged = rebaseValues(now, baseline.values, next);
    if (!sameValue(merged, now)) form.setFieldsValue(merged as Parameters<typeof form.setFieldsValue>[0]);
    setBaseline({ data: latest, values: next, at: updatedAt });
  }, [baseline, latest, updatedAt, toValues, form]);

  const values = () => form.getFieldsValue(true) as TValues;
  return {
    form: form as FormInstance<TValues>,
    /** Render the form (with `initialValues`) only when this is true. */
    ready: current !== null,
    query,
    /** What the form started from (or was last saved as): diff against this, never the live query. */
    base: current?.data,
    initialValues: current?.values,
    /** The fields the user changed, as the form holds them. */
    changes: (): Partial<TValues> => (current ? changedValues(values(), current.values) : {}),
    /** The baseline with the user's changes on top: what a patch builder should read. */
    edited: (): TValues =>
      current ? { ...current.values, ...changedValues(values(), current.values) } : values(),
    /** Puts the form back to its baseline. */
    discard: () => {
      if (current) form.setFieldsValue(current.values as Parameters<typeof form.setFieldsValue>[0]);
    },
    /** After a save: the reply is the new baseline and the form shows it (normalised by the server). */
    saved: (reply: TData) => {
      const next = toValues(reply);
      form.setFieldsValue(next as Parameters<typeof form.setFieldsValue>[0]);
      setBaseline({ data: reply, values: next, at: -1 });
    },
  };
}
