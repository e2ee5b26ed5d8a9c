import { ListFilter } from '../components/ListFilter';
import { SearchBox } from '../components/SearchBox';
import type { AdminList } from './use-admin-list';

/** A list's search box ('Search {noun}') and its filters, every value in the URL. */
export function ListToolbar({ list, noun }: { list: AdminList; noun: string }) {
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <SearchBox
        value={list.q}
        onSearch={(q) => list.update({ q })}
        label={`Search ${noun}`}
        placeholder={list.search}
      />
      {list.filters.map((f) =>
        'check' in f ? (
          <label key={f.name} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-charcoal"
              checked={list.values[f.name] === 'true'}
              onChange={(e) => list.update({ [f.name]: e.target.checked ? 'true' : '' })}
            />
            {f.label}
          </label>
        ) : (
          <ListFilter
            key={f.name}
            label={f.label}
            value={list.values[f.name] ?? ''}
            onChange={(v) => list.update({ [f.name]: v })}
            allLabel={f.allLabel}
            options={f.options}
            width={f.width}
          />
        ),
      )}
    </div>
  );
}
