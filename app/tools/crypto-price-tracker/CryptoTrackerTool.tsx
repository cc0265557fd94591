// The Crypto Price Tracker page: the top coins by market cap in a chosen fiat currency with their
// 24 h change, a watchlist kept on the device, a search over the full coin list done here, and a
// coin's price history. Data from CoinGecko through app/lib/market-data, fetched after hydration.
import { RefreshCw } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useCachedMarketData, useMinuteClock } from "~/hooks/use-cached-market-data";
import {
  type CoinQuote,
  type HistoryRange,
  fetchMarkets,
  TOP_COINS,
} from "~/lib/market-data/coingecko";
import { COINGECKO } from "~/lib/market-data/market-data-sources";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { OutputHeader } from "~/ui/panels/OutputHeader";
import { ToolPage } from "~/ui/page/ToolPage";
import { toolActions } from "~/ui/runtime/tool-actions";
import { CoinSearch } from "./CoinSearch";
import { CoinTable } from "./CoinTable";
import { cleanWatchlist, isQuoteList, quoteRows, quotesCsv } from "./crypto-data";
import { FIAT_OPTIONS, type Fiat } from "./crypto-format";
import { MarketStatus } from "./MarketStatus";
import { PriceHistory, RANGE_OPTIONS } from "./PriceHistory";

export function CryptoTrackerTool({ tool }: { tool: ToolEntry }) {
  const [fiat, setFiat] = usePersistentChoice<Fiat>(tool.path, "fiat", FIAT_OPTIONS, "usd");
  const [storedWatchlist, setWatchlist] = usePersistentState<string[]>(tool.path, "watchlist", []);
  const [range, setRange] = usePersistentChoice<HistoryRange>(
    tool.path,
    "range",
    RANGE_OPTIONS,
    "7",
  );
  const [query, setQuery] = useState("");
  const [refreshes, setRefreshes] = useState(0);
  const [charted, setCharted] = useState<{ id: string; name: string } | null>(null);
  const now = useMinuteClock();
  const watchlist = useMemo(() => cleanWatchlist(storedWatchlist), [storedWatchlist]);
  const watched = useMemo(() => new Set(watchlist), [watchlist]);

  const loadTop = useCallback(() => fetchMarkets(fiat), [fiat]);
  const top = useCachedMarketData(`coingecko:top:${fiat}`, loadTop, isQuoteList);
  const watchKey = watchlist.join(",");
  const loadWatched = useCallback(() => fetchMarkets(fiat, watchKey.split(",")), [fiat, watchKey]);
  const watchedQuotes = useCachedMarketData(
    watchKey ? `coingecko:watch:${fiat}:${watchKey}` : null,
    loadWatched,
    isQuoteList,
  );

  const topCoins = useMemo(() => top.entry?.data ?? [], [top.entry]);
  const rows = useMemo(() => quoteRows(topCoins, fiat), [topCoins, fiat]);
  const copyActions = useOutputActions(quotesCsv(rows, "\t"), `top-coins-${fiat}.tsv`);
  const downloadActions = useOutputActions(quotesCsv(rows), `top-coins-${fiat}.csv`, "text/csv");
  const empty = rows.length === 0;

  const toggleWatch = (id: string) =>
    setWatchlist(watched.has(id) ? watchlist.filter((w) => w !== id) : [...watchlist, id]);
  const chart = (coin: CoinQuote) => setCharted({ id: coin.id, name: coin.name });
  const waiting = top.retryAt > now;

  // The page's input is the coin search: Clear (and Esc) empties it; the prices are its output.
  const { actions, shortcuts } = toolActions({
    primary: {
      label: "Refresh prices",
      icon: RefreshCw,
      disabled: top.loading || waiting,
      onClick: () => {
        top.reload();
        if (watchKey) watchedQuotes.reload();
        setRefreshes((n) => n + 1);
      },
    },
    copy: { label: "Copy prices", disabled: empty, onClick: copyActions.copy },
    download: { label: "Download CSV", disabled: empty, onClick: downloadActions.download },
    clear: { title: "Clear the search (Esc)", disabled: query === "", onClick: () => setQuery("") },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        <section aria-label="Input" className="flex flex-col gap-3">
          <OptionsRow>
            <SelectOption label="Currency" value={fiat} options={FIAT_OPTIONS} onChange={setFiat} />
          </OptionsRow>
          <CoinSearch
            query={query}
            onQueryChange={setQuery}
            watched={watched}
            onWatch={toggleWatch}
            now={now}
            refreshes={refreshes}
          />
        </section>
        {watchlist.length > 0 && (
          <section aria-label="Watchlist" className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Watchlist</h2>
            <MarketStatus what="watchlist prices" state={watchedQuotes} now={now} />
            {watchedQuotes.entry && (
              <CoinTable
                caption="Watched coins"
                // Only what was asked for, whatever else an answer (or an older saved one) holds.
                coins={watchedQuotes.entry.data.filter((coin) => watched.has(coin.id))}
                fiat={fiat}
                watched={watched}
                onToggleWatch={toggleWatch}
                onChart={chart}
              />
            )}
          </section>
        )}
        <section aria-label="Output" className="flex min-h-40 flex-col gap-3">
          <OutputHeader
            title={`Top ${TOP_COINS} coins`}
            disabled={empty}
            onCopy={() => void copyActions.copy()}
            onDownload={downloadActions.download}
          />
          <MarketStatus what="prices" state={top} now={now} />
          {!empty && (
            <CoinTable
              caption={`Top coins by market cap in ${fiat.toUpperCase()}`}
              coins={topCoins}
              fiat={fiat}
              watched={watched}
              onToggleWatch={toggleWatch}
              onChart={chart}
            />
          )}
        </section>
        {charted ? (
          <PriceHistory
            coin={charted}
            fiat={fiat}
            range={range}
            onRangeChange={setRange}
            now={now}
          />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Press Chart on a coin to see its price history.
          </p>
        )}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Prices come from{" "}
          <a className="underline" href={COINGECKO.homepage}>
            CoinGecko
          </a>
          &apos;s public API ({new URL(COINGECKO.baseUrl).host}) and are saved on this device with
          the time they were fetched. Only coin ids and the currency are sent; what you type in the
          search is matched here, against the coin list, and never leaves your browser.
        </p>
      </div>
    </ToolPage>
  );
}
