// Coins with price and 24 h change, each with Watch/Unwatch and Chart buttons.
import { ChartLine, Star, StarOff } from "lucide-react";
import type { CoinQuote } from "~/lib/market-data/coingecko";
import { TABLE_CELL_CLASS, TableFrame } from "~/ui/panels/DataTable";
import { QUOTE_COLUMNS } from "./crypto-data";
import { formatChange, formatPrice } from "./crypto-format";

const cell = `${TABLE_CELL_CLASS} align-middle`;
const button =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 px-1.5 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";

export function CoinTable(props: {
  caption: string;
  coins: readonly CoinQuote[];
  fiat: string;
  watched: ReadonlySet<string>;
  onToggleWatch: (id: string) => void;
  onChart: (coin: CoinQuote) => void;
}) {
  const { caption, coins, fiat, watched, onToggleWatch, onChart } = props;
  return (
    <TableFrame caption={caption} columns={[...QUOTE_COLUMNS, "Actions"]}>
      <tbody>
        {coins.map((coin) => {
          const isWatched = watched.has(coin.id);
          const change = coin.change24h ?? 0;
          return (
            <tr key={coin.id}>
              <td className={cell}>{coin.rank ?? ""}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {coin.name}
              </th>
              <td className={cell}>{coin.symbol.toUpperCase()}</td>
              <td className={`${cell} whitespace-nowrap font-mono`}>
                {formatPrice(coin.price, fiat)}
              </td>
              <td
                className={`${cell} whitespace-nowrap font-mono ${change > 0 ? "text-green-800 dark:text-green-300" : change < 0 ? "text-red-800 dark:text-red-300" : ""}`}
              >
                {formatChange(coin.change24h)}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={button}
                    aria-label={`${isWatched ? "Unwatch" : "Watch"} ${coin.name}`}
                    onClick={() => onToggleWatch(coin.id)}
                  >
                    {isWatched ? (
                      <StarOff aria-hidden="true" className="size-3.5" />
                    ) : (
                      <Star aria-hidden="true" className="size-3.5" />
                    )}
                    {isWatched ? "Unwatch" : "Watch"}
                  </button>
                  <button
                    type="button"
                    className={button}
                    aria-label={`Chart ${coin.name}`}
                    onClick={() => onChart(coin)}
                  >
                    <ChartLine aria-hidden="true" className="size-3.5" />
                    Chart
                  </button>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
