// Finding coins beyond the top list: the full coin list is fetched once (on first use) and saved on
// the device, and searched here, so what is typed is never sent.
import { Star } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useCachedMarketData } from "~/hooks/use-cached-market-data";
import { fetchCoinList, searchCoins } from "~/lib/market-data/coingecko";
import { isCoinList } from "./crypto-data";
import { MarketStatus } from "./MarketStatus";

const COIN_LIST_KEY = "coingecko:coins";

export function CoinSearch(props: {
  query: string;
  onQueryChange: (query: string) => void;
  watched: ReadonlySet<string>;
  onWatch: (id: string) => void;
  now: number;
  /** Counts the page's "Refresh prices": a coin list that failed is asked for again with them. */
  refreshes: number;
}) {
  const { query, onQueryChange: setQuery, watched, onWatch, now, refreshes } = props;
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => fetchCoinList(), []);
  const list = useCachedMarketData(wanted ? COIN_LIST_KEY : null, load, isCoinList);
  const { error: listError, reload: reloadList } = list;
  useEffect(() => {
    if (refreshes > 0 && listError) reloadList();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new refresh asks again: an error in the deps would retry in a loop
  }, [refreshes]);
  const found = useMemo(
    () => (list.entry ? searchCoins(list.entry.data, query) : []),
    [list.entry, query],
  );

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Search coins
      </label>
      <input
        id={id}
        type="search"
        value={query}
        maxLength={100}
        placeholder="Name or symbol, e.g. monero"
        onFocus={() => setWanted(true)}
        onChange={(event) => {
          setWanted(true);
          setQuery(event.target.value);
        }}
        className="w-full max-w-md rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      {wanted && <MarketStatus what="coin list" state={list} now={now} />}
      {query.trim() !== "" && list.entry && (
        <ul aria-label="Search results" className="flex flex-col gap-1">
          {found.length === 0 && <li className="text-sm">No coin matches “{query.trim()}”.</li>}
          {found.map((coin) => (
            <li key={coin.id} className="flex items-center gap-2 text-sm">
              <span>
                {coin.name} ({coin.symbol.toUpperCase()})
              </span>
              <button
                type="button"
                disabled={watched.has(coin.id)}
                aria-label={`Watch ${coin.name}`}
                onClick={() => onWatch(coin.id)}
                className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-1.5 py-0.5 text-xs disabled:opacity-60 dark:border-slate-600"
              >
                <Star aria-hidden="true" className="size-3.5" />
                {watched.has(coin.id) ? "Watching" : "Watch"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
