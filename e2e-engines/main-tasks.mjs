// Each live tool's main task, once: what a user types into Input, the button they press (none for
// a tool that works as they type), what Output then shows, and what Download saves. One list for
// every engine: the Chromium suite runs it through Playwright (e2e/main-tasks.spec.ts) and Firefox
// and WebKit through their drivers (e2e-engines/run.mjs), with the same steps
// (e2e-engines/page-actions.js).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ffmpegDecodeErrors, ffmpegLoudness } from "./media-check.mjs";
import {
  chooseFile,
  clickButton,
  fillField,
  pageReport,
  waitForDownload,
  waitForAnyPageText,
  waitForHydration,
  waitForPageText,
  waitForText,
  pageState,
} from "./page-actions.js";

/** A committed test file under test-support/, as base64. */
const fixture = (file) =>
  readFileSync(new URL(`../test-support/${file}`, import.meta.url)).toString("base64");

/**
 * @typedef {object} MainTask
 * @property {string} path
 * @property {string} [name]  What the task is, when a page has more than one ("its main task").
 * @property {string} [input]  Typed into the field named Input.
 * @property {{ name: string, text?: string, base64?: string }} [file]  Or chosen as the input file
 *   (text, or bytes in base64).
 * @property {[string, string][]} [fields]  Other fields it needs, by name, and what goes in them.
 * @property {{ shows: [string, string], fields: [string, string][] }} [afterFile]  Once the file is
 *   read: the region and text that show it was (e.g. what a decode of it found), then fields that
 *   appear only with a file.
 * @property {string | string[]} [run]  The button that runs the tool, when it does not run as one
 *   types (several: pressed in turn, e.g. Sample then Transform).
 * @property {boolean} [userClick]  The run buttons are pressed with the engine's own input, as a
 *   user does, for what a browser allows only on a user's gesture (playing sound).
 * @property {string} output  Output contains this.
 * @property {string | null} [outputRegion]  Where the result is when the page names it otherwise
 *   (null: anywhere in the page, for results in regions named by their count).
 * @property {{ button?: string, inBar?: boolean, name?: string, contains?: string, psnrAtLeast?: number, psnrAgainst?: string, profile?: string, codec?: string, channels?: number, loudness?: number, tags?: Record<string, string> }} [download]
 *   Its button in the Output panel, or in the action bar with `inBar` (none: running the tool
 *   downloads), the file's name, what the file contains, and for an image made from the task's
 *   file: the least PSNR (dB) of its pixels, decoded by ImageMagick, against the file's; and the
 *   ICC profile (base64) it must hold.
 * @property {string} [copy]  Its Copy button in the Output panel: the page must say that it copied,
 *   or why it could not (a script's click is no user gesture, and engines differ on clipboard
 *   permission), never nothing.
 * @property {string} [copyWithin]  The region the Copy button is in, when not the Output panel.
 * @property {("firefox" | "webkit")[]} [onlyIn]  The other engines it runs in, when not both (the
 *   Chromium suite runs every task).
 * @property {string | Record<string, string>} [notice]  Text the page shows once the task is done
 *   (e.g. where a file went), or that text per engine ({ firefox, webkit }).
 */

/** RGBA pixels of an image given as base64, decoded by ImageMagick (Node only). */
function rgbaPixels(base64) {
  return execFileSync("convert", ["-", "-depth", "8", "rgba:-"], {
    input: Buffer.from(base64, "base64"),
    maxBuffer: 1 << 28,
  });
}

/** The ICC profile in an image given as base64 (read by ImageMagick), as base64; "" if none. */
function iccProfileOf(base64) {
  try {
    return execFileSync("convert", ["-", "icc:-"], {
      input: Buffer.from(base64, "base64"),
      stdio: ["pipe", "pipe", "ignore"],
    }).toString("base64");
  } catch {
    return "";
  }
}

/** ghostscript's Adobe RGB (1998) profile, as test-support/image/native-images.ts uses it. */
const ADOBE_RGB_PROFILE_FILE = "/usr/share/color/icc/ghostscript/a98.icc";

/**
 * A value made by a native tool when a task first reads it, not when this module loads: a machine
 * without that tool fails only the tasks that need it.
 */
function madeOnce(make) {
  let value;
  return () => (value ??= make());
}

/** The plasma picture as a JPEG tagged with the Adobe RGB profile (a photo from a camera set so). */
const adobeRgbJpeg = madeOnce(() =>
  execFileSync("convert", [
    new URL("../test-support/image/fixtures/plasma-64x48.png", import.meta.url).pathname,
    ...["-profile", ADOBE_RGB_PROFILE_FILE, "jpg:-"],
  ]).toString("base64"),
);

/** PSNR (dB) of the colour channels of two images of one size, given as base64; NaN if not. */
function imagePsnr(sourceBase64, resultBase64) {
  const a = rgbaPixels(sourceBase64);
  const b = rgbaPixels(resultBase64);
  if (a.length !== b.length || a.length === 0) return Number.NaN;
  let squared = 0;
  for (let i = 0; i < a.length; i += 4)
    for (let c = 0; c < 3; c++) squared += (a[i + c] - b[i + c]) ** 2;
  const mse = squared / ((a.length / 4) * 3);
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/**
 * What is wrong with a media file given as base64, checked by Debian's ffprobe and ffmpeg: its first
 * stream is not `codec`, or a frame does not decode. Null when it is right.
 */
function mediaProblem(base64, codec, { loudness, tags, channels, bitrate } = {}) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "engine-media-")), "out");
  writeFileSync(file, Buffer.from(base64, "base64"));
  try {
    const probe = JSON.parse(
      execFileSync(
        "ffprobe",
        ["-v", "error", "-show_format", "-show_streams", "-of", "json", file],
        {
          encoding: "utf8",
        },
      ),
    );
    const found = probe.streams?.[0]?.codec_name;
    if (found !== codec) return `its first stream is ${found ?? "missing"}, not ${codec}`;
    const said = ffmpegDecodeErrors(file);
    if (said) return `ffmpeg reports ${said.slice(0, 200)}`;
    const repeated = repeatedTimestamps(file);
    if (repeated) return repeated;
    const rate = Number(probe.streams[0].bit_rate ?? probe.format?.bit_rate);
    if (bitrate !== undefined && !(Math.abs(rate - bitrate) <= bitrate * 0.05))
      return `its bit rate is ${rate} bit/s, not ${bitrate}`;
    const heard = probe.streams[0].channels;
    if (channels !== undefined && heard !== channels)
      return `it has ${heard} channels, not ${channels}`;
    for (const [tag, value] of Object.entries(tags ?? {})) {
      const found = probe.format?.tags?.[tag] ?? probe.format?.tags?.[tag.toUpperCase()];
      if (found !== value)
        return `its ${tag} tag is ${JSON.stringify(found)}, not ${JSON.stringify(value)}`;
    }
    if (loudness !== undefined) {
      const measured = ffmpegLoudness(file);
      if (!(Math.abs(measured - loudness) < 0.3))
        return `ffmpeg measures ${measured} LUFS, not ${loudness}`;
    }
    return null;
  } catch (error) {
    return `ffprobe cannot read it (${String(error?.message ?? error).slice(0, 200)})`;
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * Where a stream's packets do not follow each other (a decoding timestamp equal to or before the
 * one before it: players may stutter, and ffmpeg reads it as "non monotonically increasing dts"),
 * as ffprobe reads them; null when every stream's do.
 */
function repeatedTimestamps(file) {
  const packets = execFileSync(
    "ffprobe",
    ["-v", "error", "-show_entries", "packet=stream_index,dts", "-of", "csv=p=0", file],
    { encoding: "utf8" },
  );
  const last = new Map();
  for (const line of packets.trim().split("\n")) {
    const [stream, dts] = line.split(",");
    if (dts === undefined || dts === "N/A") continue;
    if (last.has(stream) && Number(dts) <= last.get(stream))
      return `stream ${stream}'s packet timestamps do not increase (${last.get(stream)}, then ${dts})`;
    last.set(stream, Number(dts));
  }
  return null;
}

/** The name of the first file the engine finishes saving that is not in `before`, or null in time. */
async function newSavedFile(session, before, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const added = session.savedFiles().find((name) => !before.includes(name));
    if (added || Date.now() > deadline) return added ?? null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 1 s of ffmpeg's test pattern, 160 × 120, VP8 in WebM: `ffmpeg -f lavfi -i testsrc=size=160x120:rate=5:duration=1 -c:v libvpx -b:v 50k tiny.webm`. */
const TINY_WEBM =
  "GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAABjiEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHYTbuMU6uEElTDZ1OsggElTbuMU6uEHFO7a1OsghjM7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1MYXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiECPQAAAAAAAFlSua8iuAQAAAAAAAD/XgQFzxYiBwkTrVMVP5ZyBACK1nIN1bmSIgQCGhVZfVlA4g4EBI+ODhAvrwgDgkLCBoLqBeJqBAlWwhFW5gQESVMNn/XNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTkuMjcuMTAwc3PXY8CLY8WIgcJE61TFT+VnyKFFo4dFTkNPREVSRIeUTGF2YzU5LjM3LjEwMCBsaWJ2cHhnyKJFo4hEVVJBVElPTkSHlDAwOjAwOjAxLjAwMDAwMDAwMAAAH0O2dVcf54EAo0uCgQAAgFA6AJ0BKqAAeAABRwiFhYiFhIgCAgMjRt/45+APO+V141+DP66f3v5Ma8/J/sv+r/+R4eQqHqh6s/Lfxi/xX5//nL/C/1X8QPlZ9yXuA/ol/LPxJ/undS8wP8B/kH9R/mXvb/5z+c+wH/m+oD/mv5l6t/9x/jX1//g36AP8V/k3oq/6v/b/B9+rn+X/x3wHfyf+YfPJ+AP8B6QHsKf4Z+Gf6oeQ/9h/HD9wOYr5MTyv3+/G/jN+wH+O8wHzV9/fjB+GfwE/kf5F/s9/sOOCxF/L/yO/qv7V+gD+KvuR/neLZ+Kvqif0bxYep/UH/kv9v/Fr+A/At/Ufhn/bvfB8Z/6D+P/tX9A/8S/kH9s/on7O/23/0fRB1Av6IZT+64pm/zEhFv/5rIVW2Chklqj29D/OqZYugMQe3EUUF+Hx8e3m/+YfTmvDyf/a+Cpnw/HhGX2wM+y4JuI1vZ3NQ+Pj52xRq0EBBiaxwNAsU+WOrFhM5VuyJo1GJz14yul5MXWB+WhRAyYqTu0anOSRkksrjdNmEbMKjkBLriwjhGlfjnZWY1OwjQGtxw01smAesafOEpmO8O5X8T2T3/Y2E5qV5/6CbV+XMb+wrWU8Hjt0ldxW/j2u4Ak7Bh7kQngA/v+rUPkoQSokDZ7Um3j/DqU2TYS1wzJCttxmWS5pNP3UroPAfi0Qdl93yBxvMXyY7vLc1Xtm9Ao1hAcbX1Etk64PHhFvyOt/pXw9a/V9gv9KM6PwMQy+2koZ9BdNNsiSqVwBGae6sXWKl2wSF6iYFuvKpsfnugJ8VW0P9D4QjcjvVfd6K4xq4B0T66NyoqicBYCmiSZouMS4q7pLg0oE8ZYKxVTIazrNe8SpMr/piZgDXQ3cjxAvH1dLThgFgSIAUSPCyNtBUgybRiKYXeY9k+WhaLCR0uK4X/8upjMabB6n/+SLelYEGKwqBxK9lyDAnfYOJYrXh1XjecLUUarxvKPyXpy+ENiV17I6+N+GEGnYfsa6Bf4W/5EVsCEkRXmSbcWJ+MGmqv0iQPZfdtcwHzN9sQrnVuS0PZdojjr77xTKWUxbEoNMmskbAky8HwPTvUmVKcSO9S39sFtyJbILm5iZ5CP87rKDmAZABPgg+0vGM/s+yqy45vlV6gK8hoVjz8S7pAX1+2yZmU1cxRAH4tOH7Ypa/5bm8gIx8a3wMEpJp1uSnpSGGOLzcK1FQSYFMb8aWMepKvkLVDHBmN4Yw5m9LSEGcE2wXN7pud18GEfg/l1B2sP9eluFOWsS2xfLcUp1REp0cef2VppoYAu//KIgEE/5AaIPHBHSk9TVakbaQozoSm88Rln1AEMY3suP+12KKT6gfZuXL9KzIGoo3sJ/ZEpNzhOnwM/f0bf+LiuFD4YQiCX+gAAESO0cujR3dODguBSi4NXIQlFgHfhsdCqrYi9QNIYV+TN5gZ5EzoU+X60SAN28M7epbhXucJ8gqAKnD59Jv3530na80vtQbBiiNyovaf26KsFS3z5OXfaTfUS9UXl16rRBDarGXe3/IQ5eWfO+wyYcl5cc+MjqAWHJhQLaKB4vAGOiF/+NOseO77IQ3lJdx51OJBIn+FTBAAAP7T8NaG6vrt39k9WKJqdNNjK5etKNbed8jdHpvIairEKSYcs3J00jW4uQRd1Lfz9UyD/4ZwUzJenNboA2yteq+pLsiDM16poGE3Gf16hhP6ak9yEezAAevYUpMA98r7nlQ3eZ0G4S50R6BR7T+3JWaSKYHG4F9NKKyI/2y5qFPtMCAZpU65IapuWWDkNokoYLKkWHuz6yt1mr9Pp9LLJ0/vUnsvLzSg7GAD5PD9OucJFTydvUqyuHsn6rpxU+EnCRU8nb1Ksrh7J+q6dOUCCL6yPvJNiIHXrF8ck4oxIKJ2wpu11DDJ+E3t9wSmgsAAAXPr/knyS+V/dyoDtA5UcH02quD//+uFRfE+Oh1rTWKvyaFSH/BQwRXtviS6rGU3bBr93/+77iN2358jJeUC/8Lwe6ZfD6qHxnz7cD+a1b8cBWAuQHJKQnNDQwMgyCucGiocrTLB0FYpAYjvyVEFJuRynHx6zpT2AmZ2qpFZjZE9k3k61ibMvbOA3+c/WJFtxzeb3CFZTaebPgpQZKIZh5NQlcMrE/GCmOpyMXS2S+QkwZIqamhfuo14b+Vh2DglugWX47zUddEihX3gxJo10ilI1flo9dLw1dcBima01URtzUUIUGnh6+DqaQa0Dd6uicObuwI4KtAXEVvTrYRc+DKTUnQI54dvDlC6bXBfI1+UDwge/nbfbmCFmxV2iYR0DbUMCn/yL0/hcK6UcnXYWdremTLfGSszw9naG2ZFuENEKZ6Jn30AL/6wwZghyqhTe5pHOLKh9aVaukUyyFmzwRFVEG3yCtH75Y4uRX1jebxwVbOE1kpJT49LYi//RMPSwpQ4Co8PE/42Fyy5/4ihSBL+PZ+J/SphxcJOxKtC1bWjlRq8CYy7rFEj0TU2HBcD6mfbpP+mxmePZzJcFbQ4qrBQ1zpryuGvNDb7RCzb4u5K0GgPgfyl2mHZwJD6LiZtmKBSDvKo+fHADAjYPeSoyjLQgcypiqpoOzHkrP2VRyBAWUg6jVo1fFLJDKwD13fmiGwJbz3fJEi1M6hYyo59PGBrbdKv7B3Yn/5dJ0mLVBW8B7Xi53pHjYK1I69y0lLwNBwtXnu0Tn5vd1p2b/5kVkGoYmkd37H9JgHvlfc8qG7zOg3CXQv56rbL9gfheCVs/8xmfiVm/1fU3TNYe5HLsu0sCcdI/XH1bNbBXzwLJbpkFZyQj+3jAvcU0Pn0AXNF1jCbofnPBUJXJV5xAXZb/VO0CL8llEo+WklvUhH6ISk/VnbOA7/0kdIniYv2kCqmmE1w4qs+qaBHhNT7f8jTZDf7XnRRqNO1L7V98eX1K9y9iSnOehkRNmHEosiIsQyhCsijreMqzIvbjFJDrDRUrNDUQTwcTTgeHdospSO7s+JXgV6AoVSfmwHhJSr+wfgEeywT9e4v+ZdYfPnfK9a9e5ejqUDsq0YddrhO9k6tPc26LSg12A7h9+vzvw115I0g9GlG5viNod2tpo4M/yyrcYF6rT2HdsdNeBhbzhucXYOk+kchI8GtFT8jy2G3bxlYz1msy6tOSwnccJQ8mwdpYweDmDgKApbtPFCCpk64JWWItBZYldhIh48wwYsvkKsuRHYzpacjq+Ll2t/aaPFIuXc4MXUIKW0FPMca0U8oMq47q85nYQQyCIbIFKezosHJpK3K6Lnqb2/XXjPuoXgLTPb5ANcc1O0KpQllkjIpCKY+Js8HrHVqp/5SgP6kx7bMvZe1QDFcNCkFA4esmjFuU5ZD9ztlpFb3+qXCB3wdJAy1nlG2Km5NRmUKX0hW+L5Umt7z8xcbYGNw3Yp4TTxHqRT9om292GKCb3fXd7HZrH/sVaBCJFkuTn2gMaj+9rdp6I2pJiWKydCDk8CEo2lTQL6vH7Ul+nwK2c/dGmFHh86sq75jvHt+v0IAxqysqb8HXTVgtnRrBV2++b14QHEfRzePC3K/0Di9ulhiE2XeCqJmU+NEnRyUY/MAMLExc6CLTUK5AhJsGOYS/BKYAvL50tC8lWZkIg921FNy5zrfsUcaBh6AkcGTZWaxqumNqWdhDN8FM6141aYuXvCU4AFFIpteJCSiHJ4BY3JiuflAb29E9nlNXyvt2RM6Zb8y1j1nXJhzhHcEEEA+C5uaKLBRFEER45h7kqTAVbgBjNInQ+Bo4/zfAprVAd/+DBlvbFYWnauypui6ahJyc2aLE/IfglPI+nEtaB3raSjvAaPn0TLmqny6/OJo/5T05OeHNJ+5iL9XKoAjv+D3dOYOxiEVLzDSfabnLXWSrO8ELtrJG0M4n4R4Buh/ozQvmb/URbzhUP/n9KQM7C7C+Ajtg5MQAAo0NNgQDIAJEPAAkQEAAazPDLATdcFeuT1udJz6f/+L6Zi6QG+nhE9Kn+L/F2s1dG5Hbm6Kjy5bfzyuUqcc8b8sDWLaS4aVrGU3two7dtxet0boOYGoD8gaZQO5u8M/nu1eFkqoNByGUZ8JPDTFV+ojoJN7oW3rV2VCjxs8rHZo+ARdI3PsikUKf/GILWiB6WABi8yWLQuuc4m8/i0MBP3boZLPCGpCs+OmT+LQZxci2zS0NirY5UaLYTQLu8rVEgnCrvZAaFt56mYXDrV424pqNCGFwC272ZqBwnuZxal14PQn3Q5T+KLcb0BXQ98sOanftuc3PSzSetEIAKfrWqOpt6kgPQ4s1PT2cX2TLGYwI3BZVIf3VtdQPlD+ie/zvLEjy79Hzb0uHekQcQNnviJ8qX62fhw6BIsSEpCxnDjZCLo3ZdWabV3+gk+XCfQqmW4pRF4IrXKN60cFAeh0fO2hqbnGXRcmRBy3odaSmGDPQ4J+h7tWrryVfdv842ctUGmKV3PQabdDz9kqMuelmGNSFJtv0l5LVaC5HKjr5PcB8tFw/N6fY2Nhx1+Bhd4zPhntk+nmCFdJwUdJPZ5F75IFAKRAjbobGYAR5oujXYMPFKw87U1XZJWY63sHi7aDm3Es/j3K0wy/+4Iff2l+0oSXphoTSujK6UTul/51w/DMb5X0bEsZZGByGyT6NP+W27n/1hOw+JUnZVsxazfhzpbR30BhR6fzQXC0UVE6YPuXcQ4ZaWBCMFtNb2IZQSLd0na1/9KMzmUwZ2MKB5YHCOc+9Id9XJ0YaVSRJIgQuGXnsQ+/zmKwVhipBCStqDY4r72hC/XHq0DHflf41be7bTSZCO+45bGOjhEphfUASrk7eLpj8lXNbZQ+6V2ApFfgWER5opFx5ngpl1e8NDU7XgxUCRbRUB0813hfmuIbuYb+GZ48BPz+lTsvzguaLPkS8QAxzKamZhTwJJwI+QWuhxrThQL8ETsVw25bU3WUvaW7sAVOq5IwIsukNJUYOCYxoss2cc5KQ9/qEUATr5yNVogsLoTQhU1N9gSjKjaLHynatA55t1zCYy++H0mqf6bkS/XdLi5X4IHeusKBz0BDYITsdYAagEi0Ad6GpNmMwAAACjQsuBAZAAkQsACRAQABgJHA0If3czy9RSfy8rzReu+mJ+rrONuX7qElTbhaY35HVsNrpOm+Phminl7yV5dye1RJKBEgec6yO18t55pEfYyHjjaigW88KgQdclLPtNMkEW3wPw6HAf+bidBDyPtAHEOZINEdHXp6TqS2UiV2awu5zw/EQ1fC5CVZ9buuAMDd9k4TM5ktu59b6HBmBhyH01E9/dnl11K6upznW3wAPrZtwFvsKJ0pGLsqzdaWDey7YerfqB21TpXRcOUx9iKXjqWWBA7F6xpYHGn56tZfqZoPB5jLkFJCgMOBI1AaUL3RPcwuwPYvFvi4IUszBwqB0Eq8blSyX65sKKFFeDknu9mBElMHLnezjn/21cQyvdmG6LrVVSH46KltR5ObDC91IcC/g1SWfEsKUVoc/OS/woroAkOOg2Q6480Ihqj6wRlHNeByF4LKHxrNMx1MJMfWs9vHdsqyAMxqbGw1Gf/Hrf5x2Zj90N52QlbJOL0v5/HV9TmSzAsENTxw6r7qib1WJXOpc7DzH1i9aUame67tPcYBJZ+mN5R1I8Drsba8XcYmpandZyqJhmIsHCOdisL6vPagCrd6syf7hgSvQyLjsamwVXHIlJyht5b0CTVM5+W5ieNtueKkaqOZVHFYKQAcNVY4pnbBA20bhX/MFWv5WtWrkseKnySGWPbw09X6gxjRlzpM5V0w4kiunXEacvnB4iw4uQG3dJbkG95YDdzkwq4grbhC095I3+ChO0hS9rI1wsg15S29LaQN061k8EHjIe9zF8C0t2zgqv4TfkKMeg66MRK4XZ6L6Gnk+H9WAL0jOReaaR+hmb9DVJkabgdfpwV7u+bJLn4A7O3ZlgZeaK+cX/voO+o5Q0Ms+BSP0CrcXwTPdUSDIRY3MQ+pyYZWAFG6GshWQjbZI+gzLUIYR9Cbsx1etCDqdo3xwCpbAAo0LMgQJYABEMAAUQEAAYBkK3nQ6vFu14hcCK7J8DbMNPLT2QOV//Ih8CAZEr31HMlbvq93DuA0kbC4qJv5yEWrqtcb49Pw4cSnUbeQp1RPjMKN1Cc434L9In4pU7lS2ZCn7w4h3icePWAMhg2pAA19AU5GyQPI4XbqEZeqzkrEkEG6d+bBwd19OAQKxfyOBDMrK1Orgr7sV1CXTlFnvbwnWwUMzusFTfpmCIK0w5bQxriJ8mNBDgcJOePeX8XOg1M3TlI2riuODgiZUmeRkxN29NutZfvsno6OOxxAIBXEGD1YISUe1fvwORW/qvuQEu+XQQVKclJCXcASouq/jEtvQvtutumIVPOFCkfsCsg+vJFVj68gwZHoPS7u75975/nPeZQTxJihd8uxrUjsXbVCbRfpc6e10pHg2Uqz6r2JnlobVGkNF5SZ9BLzMf6wOnWTneSIvih+jIpne2WdY8D2jCbLggSm8cnuC4ABIR+8SuYAyjMgxUTa/vZ3lNkNDmZ1t7yTGEBesGwGAUR1lI056V4O4c2GnE/FM8CfH2IfnHdFGPv81UxANpj6ZWEkd+NUFbEVgKzk7rpx9YvFOUBg5rsXpkzmU3OLDKkeotZF+kYTuNJYx67grx8PAaH5g4E3BeRwSwfaVrrIW7whOnzcNUPelLZveH932K1yFSp61spoFDMlMjr6X55Io4vOmJE9lxUFWs/tpcGkPTQ/+OhkpCIrU/eBRsmTKn+Pt9v4cjmcKixwxyG4jfh943qkDiYqQ9050DNlTF1UHvoJMaitTqraUdUK/WHlSv19iUhY/folE7WCr83NQi1+DICS6H2c4lmjNUlBO8ugCkVYw1OlI7b0D1X3JWdYeN6MrT6GiNT/A3CZjMEiUXMXgqIo1VMovp1Jd/01A3GWAP9fYElZf7QwGkvV2mu0D9YY97tGSQIMV/zWmtLMccRA0EAACjQqeBAyAAsQkABRAQABgLHSwX5n0dq7YV+SDYcW9UpUalupgYFs4d2ItYSbrl9+tbdnLrmx2Q0XVwFGIakpMDdy6QNBLnGwgywWsGTwtbx0XLdGZVNvDIYAADbUAHsFMlaO0QIRWbMTahWVqJXrPiLFk/sCKnPClGzyxxTuoscTr46Y9+PbXKfz5NRkodhJ1pbEaJZvi9A5VMPcpjSvW1ifNO7QVnTm2PLh2HPYc40AOIHie8+Lc6QBV4wBiDSPVpN7iw/jncWDhNTcYwcCWpkhofTC17Lq4+R4oytU3mVBjZGkNjCtmMS64Q8bC+/yV/4Ac14klFKLn1LwIyrFYiFeP1UtPaZ2UOUlAdG4+/JXnATs9J1e5X6G4002k1AX+b3jYW1GnjI4Mym1lHSt7ao408qzU+Pkd3FHCLC5W+S6kh5sUnsycujliUkdY4BiQsOjlpMNRuNOIl06pevpFjGvlb1HIii+YUvohsJXMq4gFc/Q4IWye9uW7cDIjTjstcqcRMe0IzwTzK22v/8kizuHm/Om/q4MWWkRRjZNZnC1aalpZMjq8gUr2ghO+x+FCSq2EidYesVb1bCPC4cHzuF94UJsrHJ5C6LyK6I7TC6xs8CLfzIUZNNzyP3io6VPuf7c2ILh9QLc/wWpbfYSY/pGVC/g7axGGgzpVxwWVLPwW5mCA9FyL5u3hFvAUhunm4fsL4Ns0PHaQ/zBV0KziwKtiai9A19lW4rfqNC9A39hU+6l8Liv5qcwyhccQRBTvsG003LSUj/PrnDBjZ4EU3zQsA9rdzu5tD/LPPz52aO82MUPxz+CLsauwN8+MqNPWHsgHy3nrRq97unPbVAkrv+HcqYA+00ahkdPlY5jscDo3cBzaw205y6GAHRInWHwCUBYrVxQAAAAAAHFO7a5G7j7OBALeK94EB8YIBp/CBAw==";

/** 0.5 s of a 440 Hz sine, 8 kHz mono 16-bit PCM: `ffmpeg -f lavfi -i sine=frequency=440:sample_rate=8000:duration=0.5 -ac 1 tone.wav`. */
const TONE_WAV =
  "UklGRoYfAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAATElTVBoAAABJTkZPSVNGVA4AAABMYXZmNTkuMjcuMTAwAGRhdGFAHwAAAABrBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPo=";

/** 2 s of 5.1 at 16 kHz with sound only in the centre and the left surround, made by ffmpeg. */
const surroundWav = madeOnce(() =>
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i"],
    "aevalsrc=0|0|0.05*sin(2*PI*440*t)|0|0.03*sin(2*PI*880*t)|0:c=5.1:s=16000:d=2",
    ...["-f", "wav", "-"],
  ]).toString("base64"),
);

/** What ffmpeg makes of `args` in a file named `name` (a format that cannot go to a pipe), as base64. */
function ffmpegFile(name, args) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "engine-clip-"));
  const file = path.join(dir, name);
  try {
    execFileSync("ffmpeg", ["-v", "error", ...args, file]);
    return readFileSync(file).toString("base64");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * 1 s of ffmpeg's test pattern, 160 × 90 at 5 fps, H.264 with AAC in MP4: codecs WebKitGTK cannot
 * decode without GStreamer's libav plugins.
 */
const tinyH264Mp4 = madeOnce(() =>
  ffmpegFile("tiny-h264.mp4", [
    ...["-f", "lavfi", "-i", "testsrc=size=160x90:rate=5:duration=1"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=1"],
    ...["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
  ]),
);

/** 1 s of ffmpeg's test pattern, 160 × 90 at 5 fps, ProRes 422 Proxy in MOV: no engine decodes it. */
const tinyProResMov = madeOnce(() =>
  ffmpegFile("tiny-prores.mov", [
    ...["-f", "lavfi", "-i", "testsrc=size=160x90:rate=5:duration=1"],
    ...["-c:v", "prores_ks", "-profile:v", "0"],
  ]),
);

/** Half a second of a 440 Hz sine, 44.1 kHz mono 16-bit PCM, made by ffmpeg. */
const tone44kWav = madeOnce(() =>
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=0.5"],
    ...["-ac", "1", "-f", "wav", "-"],
  ]).toString("base64"),
);

/** 4 s of a 440 Hz sine, 8 kHz mono 16-bit PCM, made by ffmpeg. */
const toneWav4s = madeOnce(() =>
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=8000:duration=4"],
    ...["-ac", "1", "-f", "wav", "-"],
  ]).toString("base64"),
);

/** @type {MainTask[]} */
export const MAIN_TASKS = [
  {
    path: "/json-formatter",
    input: '{"b":[1,2],"a":"x"}',
    run: "Format",
    output: '"b": [\n    1,',
    download: { button: "Download", contains: '"a": "x"' },
  },
  {
    path: "/base64-encoder-decoder",
    input: "Hello, world ✓",
    output: "SGVsbG8sIHdvcmxkIOKckw==",
    download: { button: "Download", contains: "SGVsbG8sIHdvcmxkIOKckw==" },
    copy: "Copy",
  },
  {
    path: "/message-digester",
    input: "abc",
    output: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  },
  {
    path: "/css-minifier",
    input: "a {\n  color: red;\n}\n",
    run: "Minify",
    output: "a{color:red}",
    download: { button: "Download", contains: "a{color:red}" },
  },
  {
    path: "/json-to-yaml-converter",
    input: '{"name":"Ada","tags":["x","y"]}',
    output: "name: Ada",
  },
  {
    path: "/html-to-markdown",
    input: "<h1>Hello</h1><p>A <strong>bold</strong> word.</p>",
    output: "A **bold** word.",
  },
  {
    path: "/markdown-to-html",
    input: "# Hello\n\nA *word*.",
    output: "<em>word</em>",
  },
  // Input nested deeper than marked's recursion can follow: Firefox runs out of call stack its own
  // way (InternalError, not RangeError), and the page must still say what is wrong. Not in WebKit:
  // its stack is deeper, and marked, which reads each level's text again, took 10–30 s to reach
  // the end of it there on a busy machine (V8 and JavaScriptCore throw the same RangeError).
  {
    path: "/markdown-to-html",
    name: "says blockquotes nested 30,000 deep are too deep to convert (Firefox's InternalError; not in WebKit, whose deeper stack takes 10-30 s to fill)",
    onlyIn: ["firefox"],
    input: ">".repeat(30_000) + " x",
    output: "The Markdown nests blockquotes or lists too deeply to convert",
    outputRegion: null,
  },
  { path: "/xml-beautifier", input: "<a><b>1</b></a>", run: "Format", output: "  <b>1</b>" },
  {
    path: "/sql-formatter",
    input: "select a, b from t where x = 1",
    run: "Format",
    output: "FROM",
  },
  {
    path: "/html-formatter",
    input: "<ul><li>one</li><li>two</li></ul>",
    run: "Format",
    output: "  <li>one</li>",
  },
  {
    path: "/javascript-beautifier",
    input: "function f(){return 1}",
    run: "Beautify",
    output: "  return 1;",
  },
  { path: "/css-beautifier", input: "a{color:red}", run: "Beautify", output: "  color: red;" },
  {
    path: "/javascript-minifier",
    input: "function add(first, second) {\n  return first + second;\n}\n",
    run: "Minify",
    output: "function add(",
  },
  { path: "/unit-converter", input: "1 mi to km", output: "1 mi = 1.60934 km" },
  { path: "/time-to-decimal", input: "1:30", output: "1.5" },
  { path: "/epoch-timestamp-converter", input: "0", output: "1970-01-01T00:00:00" },
  { path: "/json-to-xml-converter", input: '{"a":1}', output: "<a>1</a>" },
  { path: "/csv-to-xml-converter", input: "a,b\n1,2", output: "<a>1</a>" },
  { path: "/csv-to-json-converter", input: "a,b\n1,2", output: '"b"' },
  { path: "/url-encoder-decoder", input: "a b&c", output: "a%20b%26c" },
  {
    // The input and one step (added from "Add step", which lists tools by path): the chain runs as
    // the user builds it.
    path: "/chain",
    fields: [["Add step", "/url-encoder-decoder"]],
    input: "a b&c",
    output: "a%20b%26c",
  },
  {
    // A bcrypt hash (the default, cost 10) of the password, with a fresh salt each time.
    path: "/password-hash",
    input: "correct horse battery staple",
    output: "$2b$10$",
    download: { button: "Download", contains: "$2b$10$" },
  },
  {
    // An Ed25519 certificate made by openssl, valid for 100 years; its fingerprint is openssl's.
    path: "/certificate-decoder",
    input: readFileSync(
      new URL("../test-support/certificate-decoder/sample-ed25519.pem", import.meta.url),
      "utf8",
    ),
    output:
      "2F:42:BC:04:66:7D:D0:B0:26:75:8A:B5:D4:8B:E9:31:D9:6B:5D:EC:28:E4:47:42:6C:FD:46:6A:AF:6B:FA:C9",
    download: { button: "Download", contains: "CN = sample.example" },
  },
  {
    path: "/hmac-generator",
    input: "The quick brown fox jumps over the lazy dog",
    fields: [["Secret key", "key"]],
    output: "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
  },
  {
    // RFC 7515 appendix A.1, pasted with "Bearer " in front, verified with the RFC's JWK.
    path: "/jwt-decoder",
    input:
      "Bearer eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
    fields: [
      [
        "Secret or public key",
        '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}',
      ],
    ],
    output: '"iss": "joe"',
    notice: "Signature verified",
  },
  { path: "/text-escaper", input: '<a href="x">', output: "&lt;a" },
  { path: "/url-parser", input: "https://example.com:8080/p?q=1#f", output: "8080" },
  { path: "/cron-tools", input: "*/5 * * * *", output: "5 minutes" },
  { path: "/xsd-generator", input: "<a><b>1</b></a>", output: 'name="a"' },
  { path: "/ai-slugifier", input: "Hello World, Again", output: "hello-world-again" },
  { path: "/credit-card-validator", input: "4111 1111 1111 1111", output: "Visa" },
  { path: "/character-counter", input: "héllo wörld", output: "11" },
  {
    path: "/regex-tester",
    fields: [["Pattern", String.raw`(?<key>\w+)=(?<value>\d+)`]],
    input: "a=1, bb=22, last=333",
    output: "bb=22",
  },
  {
    path: "/sitemap-generator",
    fields: [["Base URL", "https://example.com"]],
    input: "/\n/about",
    output: "<loc>https://example.com/about</loc>",
  },
  {
    // No File System Access in Firefox and Safari: the parts come as one download the browser
    // holds in memory, and the page says so.
    path: "/csv-tools",
    file: { name: "data.csv", text: "id,text\n1,a\n2,b\n3,c\n4,d\n5,e\n" },
    fields: [["Rows per file", "2"]],
    run: "Split",
    output: "3 files, 5 rows",
    download: { name: "data-parts.zip" },
    notice: "held in memory",
  },
  {
    // A PNG through the WebAssembly codecs in a worker; the WebP is the download (never canvas
    // toBlob, which gives Safari's PNG when asked for WebP).
    path: "/image-converter",
    file: {
      name: "gradient.png",
      base64:
        "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAANElEQVRIx2P8z0BbwPKFgZu2FnwdtWDUglELhoEFXxh4hrgPRi0YtWDUAtpbwMjAQNuGCwA4CRhYYjRq1AAAAABJRU5ErkJggg==",
    },
    outputRegion: "Output",
    output: "gradient.webp",
    download: {
      button: "Download",
      inBar: true,
      name: "gradient.webp",
      contains: "WEBPVP8",
      psnrAtLeast: 30,
    },
    // The result drawn again as PNG and put on the clipboard, or the page says why not.
    copy: "Copy image",
    copyWithin: "Output",
  },
  {
    // JPEG XL, which only Safari decodes itself: the page's own decoder (libjxl) in every engine.
    path: "/image-converter",
    name: "decodes a JPEG XL file with its own decoder",
    file: { name: "plasma.jxl", base64: fixture("image/fixtures/plasma-64x48.jxl") },
    outputRegion: "Output",
    output: "JPEG XL 64 × 48 px",
    download: {
      button: "Download",
      inBar: true,
      name: "plasma.webp",
      contains: "WEBPVP8",
      psnrAtLeast: 30,
      // The same pixels as a PNG: ImageMagick here has no JPEG XL decoder to read the source.
      psnrAgainst: fixture("image/fixtures/plasma-64x48.png"),
    },
  },
  {
    // The colour profile is written into the WebP by the page's own code (app/lib/image/icc-profile.ts)
    // in the worker: the same bytes come out in every engine, read back by ImageMagick.
    path: "/image-converter",
    name: "keeps a photo's colour profile",
    file: {
      name: "adobe.jpg",
      get base64() {
        return adobeRgbJpeg();
      },
    },
    outputRegion: "Output",
    output: "Its colour profile (Artifex Software A98 ICC Profile) is kept",
    download: {
      button: "Download",
      inBar: true,
      name: "adobe.webp",
      contains: "ICCP",
      get profile() {
        return readFileSync(ADOBE_RGB_PROFILE_FILE).toString("base64");
      },
    },
  },
  {
    // pdf.js in the tool's worker, the file read in slices; a one-page PDF made by ghostscript
    // (Helvetica, not embedded: pdf.js fetches its standard font data from this site).
    path: "/pdf-to-text",
    file: {
      name: "invoice.pdf",
      base64:
        "JVBERi0xLjcKJb/3ov4KMSAwIG9iago8PCAvVHlwZSAvT2JqU3RtIC9MZW5ndGggMjgzIC9GaWx0ZXIgL0ZsYXRlRGVjb2RlIC9OIDYgL0ZpcnN0IDMzID4+CnN0cmVhbQp4nIVRy07DMBC88xV7o73gV15FVQ5t1CJBpajlBOJgklWJVMWVvUHl79kkpOJWeS9rz8zOrDVIMBBLiEAlKcSglYIETJRBCpE0d8sliB2SrS1ZyBi9B1HaIwZmDM3rzxlBrPn55I6Q5wNj7dFS49rCEsKseNRSJ0rpTBuTGvUm5T3XnJVdfQtSeld3FXqYbcsX2H65QKHyzZlAyQfJNb8OdV3LtyCemzrAO4fpDX5MFkfXV2xL2FKAxZhih3VjV+7CNMknXsSQRbonl9YzcEq7x+A6X7FQr7JhFd7TuBTvqgMSC4iy2PBQvBDz85xJjvqQ8r+TycjKBhxkxBOevpGayoI4dJ80IHu8mmgD7I+2T/mX+rnc/wK/RXi9ZW5kc3RyZWFtCmVuZG9iago4IDAgb2JqCjw8IC9TdWJ0eXBlIC9YTUwgL1R5cGUgL01ldGFkYXRhIC9MZW5ndGggMTE3MyA+PgpzdHJlYW0KPD94cGFja2V0IGJlZ2luPSfvu78nIGlkPSdXNU0wTXBDZWhpSHpyZVN6TlRjemtjOWQnPz4KPD9hZG9iZS14YXAtZmlsdGVycyBlc2M9IkNSTEYiPz4KPHg6eG1wbWV0YSB4bWxuczp4PSdhZG9iZTpuczptZXRhLycgeDp4bXB0az0nWE1QIHRvb2xraXQgMi45LjEtMTMsIGZyYW1ld29yayAxLjYnPgo8cmRmOlJERiB4bWxuczpyZGY9J2h0dHA6Ly93d3cudzMub3JnLzE5OTkvMDIvMjItcmRmLXN5bnRheC1ucyMnIHhtbG5zOmlYPSdodHRwOi8vbnMuYWRvYmUuY29tL2lYLzEuMC8nPgo8cmRmOkRlc2NyaXB0aW9uIHJkZjphYm91dD0iIiB4bWxuczpwZGY9J2h0dHA6Ly9ucy5hZG9iZS5jb20vcGRmLzEuMy8nIHBkZjpQcm9kdWNlcj0nR1BMIEdob3N0c2NyaXB0IDEwLjAwLjAnLz4KPHJkZjpEZXNjcmlwdGlvbiByZGY6YWJvdXQ9IiIgeG1sbnM6eG1wPSdodHRwOi8vbnMuYWRvYmUuY29tL3hhcC8xLjAvJz48eG1wOk1vZGlmeURhdGU+MjAyNi0xMS0yOFQyMzozNzozMVo8L3htcDpNb2RpZnlEYXRlPgo8eG1wOkNyZWF0ZURhdGU+MjAyNi0xMS0yOFQyMzozNzozMVo8L3htcDpDcmVhdGVEYXRlPgo8eG1wOkNyZWF0b3JUb29sPlVua25vd25BcHBsaWNhdGlvbjwveG1wOkNyZWF0b3JUb29sPjwvcmRmOkRlc2NyaXB0aW9uPgo8cmRmOkRlc2NyaXB0aW9uIHJkZjphYm91dD0iIiB4bWxuczp4YXBNTT0naHR0cDovL25zLmFkb2JlLmNvbS94YXAvMS4wL21tLycgeGFwTU06RG9jdW1lbnRJRD0ndXVpZDozYWJkZjgzMi0yM2ExLTExZmQtMDAwMC04ZTYxNDhlNzUxZmEnLz4KPHJkZjpEZXNjcmlwdGlvbiByZGY6YWJvdXQ9IiIgeG1sbnM6ZGM9J2h0dHA6Ly9wdXJsLm9yZy9kYy9lbGVtZW50cy8xLjEvJyBkYzpmb3JtYXQ9J2FwcGxpY2F0aW9uL3BkZic+PGRjOnRpdGxlPjxyZGY6QWx0PjxyZGY6bGkgeG1sOmxhbmc9J3gtZGVmYXVsdCc+VW50aXRsZWQ8L3JkZjpsaT48L3JkZjpBbHQ+PC9kYzp0aXRsZT48L3JkZjpEZXNjcmlwdGlvbj4KPC9yZGY6UkRGPgo8L3g6eG1wbWV0YT4KICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAo8P3hwYWNrZXQgZW5kPSd3Jz8+ZW5kc3RyZWFtCmVuZG9iago5IDAgb2JqCjw8IC9GaWx0ZXIgL0ZsYXRlRGVjb2RlIC9MZW5ndGggMTA2ID4+CnN0cmVhbQp4nCtUMNAzVDAAQSidnMtloJDOVchlCBZVgFLJuQpOIVz6QeYKhkYKIWlcEMWGCuZGQGSgEJLLpeGZV5afmZyqYGRgZKZraGilUJJfkpijYKhjZGyiZ2qm4BoapBmSxeUawhUIhAAHThp3ZW5kc3RyZWFtCmVuZG9iagoxMCAwIG9iago8PCAvVHlwZSAvWFJlZiAvTGVuZ3RoIDM4IC9GaWx0ZXIgL0ZsYXRlRGVjb2RlIC9EZWNvZGVQYXJtcyA8PCAvQ29sdW1ucyA0IC9QcmVkaWN0b3IgMTIgPj4gL1cgWyAxIDIgMSBdIC9JbmZvIDMgMCBSIC9Sb290IDIgMCBSIC9TaXplIDExIC9JRCBbPGU0ZTM3MDMwMmZkMjgyODk3MjZkNTkwOWMwNmY2MGQyPjxmOGIzZjYxZDI1ZmY1OTgwNzZkZjZjNzhmNTg4MzViZj5dID4+CnN0cmVhbQp4nGNiAAImRgZ+EPGJgQnIY8RK/Gfs/c3EwPoMqIRxIwMAVVoFRAplbmRzdHJlYW0KZW5kb2JqCnN0YXJ0eHJlZgoxODI5CiUlRU9GCg==",
    },
    output: "Invoice 2026-11: total 1,234.56 EUR",
    download: {
      button: "Download .txt",
      inBar: true,
      name: "invoice.txt",
      contains: "Invoice 2026-11: total 1,234.56 EUR",
    },
  },
  {
    // Japanese, Chinese and Korean in fonts that are not embedded: pdf.js reads them through Adobe's
    // character maps, fetched from this site by its worker (test-support/pdf/native-pdfs.ts cjkPdf).
    path: "/pdf-to-text",
    name: "reads CJK text through the character maps this site serves",
    file: {
      name: "cjk.pdf",
      base64:
        "JVBERi0xLjQKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvRm9udERlc2NyaXB0b3IgL0ZvbnROYW1lIC9Lb3pNaW5QcjZOLVJlZ3VsYXIgL0ZsYWdzIDQgL0ZvbnRCQm94IFswIC0xMjAgMTAwMCA4ODBdIC9JdGFsaWNBbmdsZSAwIC9Bc2NlbnQgODgwIC9EZXNjZW50IC0xMjAgL0NhcEhlaWdodCA3MDAgL1N0ZW1WIDgwID4+CmVuZG9iagoyIDAgb2JqCjw8IC9UeXBlIC9Gb250IC9TdWJ0eXBlIC9DSURGb250VHlwZTAgL0Jhc2VGb250IC9Lb3pNaW5QcjZOLVJlZ3VsYXIgL0NJRFN5c3RlbUluZm8gPDwgL1JlZ2lzdHJ5IChBZG9iZSkgL09yZGVyaW5nIChKYXBhbjEpIC9TdXBwbGVtZW50IDYgPj4gL0ZvbnREZXNjcmlwdG9yIDEgMCBSIC9EVyAxMDAwIC9XIFsxIFsyNzhdXSA+PgplbmRvYmoKMyAwIG9iago8PCAvVHlwZSAvRm9udCAvU3VidHlwZSAvVHlwZTAgL0Jhc2VGb250IC9Lb3pNaW5QcjZOLVJlZ3VsYXItVW5pSklTLVVDUzItSCAvRW5jb2RpbmcgL1VuaUpJUy1VQ1MyLUggL0Rlc2NlbmRhbnRGb250cyBbMiAwIFJdID4+CmVuZG9iago0IDAgb2JqCjw8IC9UeXBlIC9Gb250RGVzY3JpcHRvciAvRm9udE5hbWUgL0Fkb2JlU29uZ1N0ZC1MaWdodCAvRmxhZ3MgNCAvRm9udEJCb3ggWzAgLTEyMCAxMDAwIDg4MF0gL0l0YWxpY0FuZ2xlIDAgL0FzY2VudCA4ODAgL0Rlc2NlbnQgLTEyMCAvQ2FwSGVpZ2h0IDcwMCAvU3RlbVYgODAgPj4KZW5kb2JqCjUgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL0NJREZvbnRUeXBlMCAvQmFzZUZvbnQgL0Fkb2JlU29uZ1N0ZC1MaWdodCAvQ0lEU3lzdGVtSW5mbyA8PCAvUmVnaXN0cnkgKEFkb2JlKSAvT3JkZXJpbmcgKEdCMSkgL1N1cHBsZW1lbnQgNSA+PiAvRm9udERlc2NyaXB0b3IgNCAwIFIgL0RXIDEwMDAgL1cgWzEgWzI3OF1dID4+CmVuZG9iago2IDAgb2JqCjw8IC9UeXBlIC9Gb250IC9TdWJ0eXBlIC9UeXBlMCAvQmFzZUZvbnQgL0Fkb2JlU29uZ1N0ZC1MaWdodC1VbmlHQi1VQ1MyLUggL0VuY29kaW5nIC9VbmlHQi1VQ1MyLUggL0Rlc2NlbmRhbnRGb250cyBbNSAwIFJdID4+CmVuZG9iago3IDAgb2JqCjw8IC9UeXBlIC9Gb250RGVzY3JpcHRvciAvRm9udE5hbWUgL0Fkb2JlTXl1bmdqb1N0ZC1NZWRpdW0gL0ZsYWdzIDQgL0ZvbnRCQm94IFswIC0xMjAgMTAwMCA4ODBdIC9JdGFsaWNBbmdsZSAwIC9Bc2NlbnQgODgwIC9EZXNjZW50IC0xMjAgL0NhcEhlaWdodCA3MDAgL1N0ZW1WIDgwID4+CmVuZG9iago4IDAgb2JqCjw8IC9UeXBlIC9Gb250IC9TdWJ0eXBlIC9DSURGb250VHlwZTAgL0Jhc2VGb250IC9BZG9iZU15dW5nam9TdGQtTWVkaXVtIC9DSURTeXN0ZW1JbmZvIDw8IC9SZWdpc3RyeSAoQWRvYmUpIC9PcmRlcmluZyAoS29yZWExKSAvU3VwcGxlbWVudCAyID4+IC9Gb250RGVzY3JpcHRvciA3IDAgUiAvRFcgMTAwMCAvVyBbMSBbMjc4XV0gPj4KZW5kb2JqCjkgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUwIC9CYXNlRm9udCAvQWRvYmVNeXVuZ2pvU3RkLU1lZGl1bS1VbmlLUy1VQ1MyLUggL0VuY29kaW5nIC9VbmlLUy1VQ1MyLUggL0Rlc2NlbmRhbnRGb250cyBbOCAwIFJdID4+CmVuZG9iagoxMCAwIG9iago8PCAvTGVuZ3RoIDIxNSA+PgpzdHJlYW0KQlQgL0YwIDE4IFRmIDcyIDcyMCBUZCA8NjVlNTY3MmM4YTllMzA2ZTMwYzYzMGFkMzBiOTMwYzgwMDIwNjc3MTRlYWM5MGZkPiBUaiBFVApCVCAvRjEgMTggVGYgNzIgNjg0IFRkIDw0ZTJkNjU4NzY1ODc2NzJjMDAyMDUzMTc0ZWFjNWUwMj4gVGogRVQKQlQgL0YyIDE4IFRmIDcyIDY0OCBUZCA8ZDU1Y2FkNmRjNWI0MDAyMGQxNGRjMmE0ZDJiODAwMjBjMTFjYzZiOD4gVGogRVQKZW5kc3RyZWFtCmVuZG9iagoxMSAwIG9iago8PCAvVHlwZSAvUGFnZSAvUGFyZW50IDEyIDAgUiAvTWVkaWFCb3ggWzAgMCA2MTIgNzkyXSAvUmVzb3VyY2VzIDw8IC9Gb250IDw8IC9GMCAzIDAgUiAvRjEgNiAwIFIgL0YyIDkgMCBSID4+ID4+IC9Db250ZW50cyAxMCAwIFIgPj4KZW5kb2JqCjEyIDAgb2JqCjw8IC9UeXBlIC9QYWdlcyAvS2lkcyBbMTEgMCBSXSAvQ291bnQgMSA+PgplbmRvYmoKMTMgMCBvYmoKPDwgL1R5cGUgL0NhdGFsb2cgL1BhZ2VzIDEyIDAgUiA+PgplbmRvYmoKeHJlZgowIDE0CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNSAwMDAwMCBuIAowMDAwMDAwMTkxIDAwMDAwIG4gCjAwMDAwMDAzOTMgMDAwMDAgbiAKMDAwMDAwMDUzNiAwMDAwMCBuIAowMDAwMDAwNzEyIDAwMDAwIG4gCjAwMDAwMDA5MTEgMDAwMDAgbiAKMDAwMDAwMTA1MiAwMDAwMCBuIAowMDAwMDAxMjMyIDAwMDAwIG4gCjAwMDAwMDE0MzggMDAwMDAgbiAKMDAwMDAwMTU4MyAwMDAwMCBuIAowMDAwMDAxODUwIDAwMDAwIG4gCjAwMDAwMDE5OTkgMDAwMDAgbiAKMDAwMDAwMjA1OCAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDE0IC9Sb290IDEzIDAgUiA+PgpzdGFydHhyZWYKMjEwOQolJUVPRgo=",
    },
    output: "日本語のテキスト 東京都",
    download: {
      button: "Download .txt",
      inBar: true,
      name: "cjk.txt",
      contains: "한국어 텍스트 서울",
    },
  },
  {
    // shiki's grammars on the JavaScript regular-expression engine, in a worker; the SVG keeps the
    // code as text.
    path: "/code-renderer",
    input: "SELECT id, name FROM users WHERE id = 1;",
    fields: [["Language", "sql"]],
    outputRegion: "Output",
    output: "SQL · 1 line",
    download: {
      button: "Download SVG",
      inBar: true,
      name: "fibonacci.ts.svg",
      contains: "users",
    },
    // The picture as PNG on the clipboard: WebKit allows a clipboard write only while it handles
    // the user's click, so the page must ask during the click, before the PNG is drawn.
    copy: "Copy image",
    copyWithin: null, // in the page's action bar
    copyByUser: true,
  },
  {
    // TypeScript coloured to its last line, as in Chromium (app/tools/code-renderer/
    // code-render.test.ts): with shiki's time limit per line, WebKitGTK's slower first run stopped
    // lines part-way, colouring "fibonacci()) {" as one name and "break" as plain text.
    name: "colours every token of a TypeScript generator",
    path: "/code-renderer",
    input: [
      "// Fibonacci numbers, lazily",
      "function* fibonacci(): Generator<number> {",
      "  let [a, b] = [0, 1];",
      "  while (true) {",
      "    yield a;",
      "    [a, b] = [b, a + b];",
      "  }",
      "}",
      "",
      "for (const n of fibonacci()) {",
      "  if (n > 100) break;",
      "  console.log(n);",
      "}",
    ].join("\n"),
    fields: [
      ["Language", "typescript"],
      ["Theme", "github-dark"],
    ],
    outputRegion: "Output",
    output: "TypeScript · 13 lines",
    download: {
      button: "Download SVG",
      inBar: true,
      contains: '<tspan fill="#F97583">break</tspan>',
    },
  },
  {
    path: "/lorem-ipsum-generator",
    output: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
  },
  {
    // A v5 UUID of a name in the DNS namespace (RFC 9562 appendix A.4), made as the name is typed.
    path: "/uuid-generator",
    fields: [
      ["Type", "v5"],
      ["Names", "www.example.com"],
    ],
    output: "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    download: {
      button: "Download",
      name: "uuids.txt",
      contains: "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    },
  },
  {
    // rebeccapurple in every CSS form, with its WCAG 2 contrast on white (8.40:1).
    path: "/color-converter",
    input: "rebeccapurple",
    output: "HSL:        hsl(270 50% 40%)",
    download: { button: "Download", name: "colour.txt", contains: "Contrast with white: 8.40:1" },
  },
  {
    // -2 in 16-bit two's complement and its bytes; 0.1 as IEEE 754 (python's struct gives the same).
    path: "/number-base-converter",
    input: "-2",
    output: "16-bit:  FFFE  signed -2, unsigned 65,534",
    download: { button: "Download", name: "number.txt", contains: "FE FF (little-endian)" },
  },
  {
    // Two samples to Go structs: a key one sample lacks is optional, a null makes a pointer (go vet
    // and encoding/json accept these structs in the unit tests).
    path: "/json-to-types",
    input: '{"id": 1, "email": null}\n{"id": 2, "email": "a@example.com", "score": 9.5}',
    fields: [["Language", "go"]],
    output: 'Score *float64 `json:"score,omitempty"`',
    download: { button: "Download", name: "types.go", contains: 'Email *string  `json:"email"`' },
  },
  {
    // One line changed and one added: the side-by-side view shows the added line, and the .diff
    // holds the change as diff -u writes it.
    path: "/text-diff",
    fields: [
      ["Original", "name: web\nreplicas: 2\nport: 80\n"],
      ["Changed", "name: web\nreplicas: 3\nport: 80\nhost: example.com\n"],
    ],
    output: "host: example.com",
    download: { button: "Download", name: "changes.diff", contains: "-replicas: 2\n+replicas: 3" },
  },
  {
    // An RFC 9535 filter: the two matches listed with their normalized paths, the values downloaded
    // as a JSON array (the compliance suite and Debian's jq check the engines in the unit tests).
    path: "/jsonpath-tester",
    fields: [["Query", "$.items[?@.qty > 1].name"]],
    input:
      '{"items": [{"name": "pen", "qty": 2}, {"name": "cup", "qty": 1}, {"name": "ink", "qty": 5}]}',
    output: "$['items'][2]['name']",
    download: { button: "Download", inBar: true, name: "matches.json", contains: '"ink"' },
  },
  {
    // jq itself (WebAssembly, loaded on first use in the page's worker) in each engine.
    name: "runs a jq filter",
    path: "/jsonpath-tester",
    fields: [
      ["Mode", "jq"],
      ["Query", '[.items[] | select(.qty > 1) | .name] | join("+")'],
    ],
    input:
      '{"items": [{"name": "pen", "qty": 2}, {"name": "cup", "qty": 1}, {"name": "ink", "qty": 5}]}',
    output: '"pen+ink"',
  },
  {
    // ZXing-C++ (WebAssembly, loaded on the first read) in the tool's worker reads a QR code made by
    // qrencode; the picture is decoded by the browser in that worker (createImageBitmap).
    path: "/qr-code-reader",
    file: {
      name: "link.png",
      base64:
        "iVBORw0KGgoAAAANSUhEUgAAAIQAAACEAQMAAABrihHkAAAABlBMVEUAAAD///+l2Z/dAAAAAnRSTlP//8i138cAAAAJcEhZcwAACxIAAAsSAdLdfvwAAAD7SURBVEiJxZZRDsMgDENzg9z/lr5BZptuQvvDaBofFL0PN7gmtOZ71J9JVXU1uGgtY9IzJKV3aJmT6h4Ye3lDGl0PvCJ+4JJQEShq73s/J7L7Gdu3OCcaVJX2lo1zwi16AmgcOibLpSKiYZMTb5FR6F4Fp0Sul2LZb+WM2HCWCEZKpuUEcCqhLXdMWKFOnOrEDZHzSqXfgskJ9RQFfcS6ICtFFmexOVESxqLtNKRknG2XhxuiBqIMYB3cmPjk9pq2DnBMVuenXeq0mJi0NfHpczFxpHwV6SK5IjIeT3U3pJyG1U5ios4/6rPSn5jYefakxrohU/K7P5CEvAA+3MLBY6naWQAAAABJRU5ErkJggg==",
    },
    output: "https://example.com/read?code=42",
    download: {
      button: "Download .txt",
      inBar: true,
      name: "codes.txt",
      contains: "https://example.com/read?code=42",
    },
  },
  {
    // A /24 split into four /26 subnets, as sipcalc and python's ipaddress give them.
    path: "/subnet-calculator",
    input: "192.168.1.0/24",
    fields: [
      ["Operation", "split"],
      ["Split into", "4"],
    ],
    output: "192.168.1.192/26   192.168.1.193 – 192.168.1.254",
    download: { button: "Download", name: "subnets.txt", contains: "192.168.1.64/26" },
  },
  {
    path: "/mortgage-calculator",
    fields: [
      ["Home price", "$500,000"],
      ["Down payment", "20"],
      ["Loan term (years)", "30"],
      ["Interest rate (%)", "6.5"],
      ["First payment month", "2027-01"],
    ],
    output: "$2,528.27",
    download: { button: "Download CSV", inBar: true, contains: "2,528.27" },
  },
  {
    path: "/financial-ratio-calculator",
    run: "Load example",
    output: "1.50",
    download: { button: "Download CSV", inBar: true, name: "financial-ratios.csv" },
  },
  {
    path: "/date-range-analyzer",
    fields: [
      ["Start date", "2024-01-01"],
      ["End date", "2024-12-31"],
    ],
    output: "52 weeks and 2 days",
  },
  {
    path: "/timezone-converter",
    fields: [["From time zone", "America/New_York"]],
    input: "2024-07-01T09:00",
    output: "2024-07-01 22:00",
  },
  {
    path: "/file-encoding-converter",
    input: "Le cœur déçu mais l'âme plutôt naïve",
    output: "Le cœur déçu mais l'âme plutôt naïve",
  },
  {
    path: "/xslt-transformer",
    run: ["Sample", "Transform"],
    output: "<td>Notes on Compilers</td>",
  },
  {
    path: "/string-utilities",
    fields: [["Operation", "camel"]],
    input: "hello world",
    output: "helloWorld",
  },
  {
    path: "/xpath-tester",
    fields: [["XPath expression", "//b"]],
    input: "<a><b>one</b><b>two</b></a>",
    outputRegion: "Results",
    output: "2 nodes matched",
  },
  {
    // The passwords are random: the Output panel's line says what the settings fix (how many, and
    // the entropy of each), and the download holds them.
    path: "/password-generator",
    fields: [
      ["Length", "24"],
      ["How many", "3"],
    ],
    outputRegion: "Output panel",
    output: "3 passwords · 157.2 bits of entropy each",
    download: { button: "Download", name: "passwords.txt" },
  },
  {
    // The code is an image; its panel states the version, size and byte count, and the SVG
    // download is the same drawing.
    path: "/qr-code-generator",
    input: "https://example.com",
    outputRegion: "QR code panel",
    output: "25 × 25 modules · 19 bytes",
    download: { button: "Download SVG", inBar: true, contains: "<svg" },
  },
  {
    // A search across every sheet; the matches are grouped by sheet. The MIME sheet is not on the
    // page before it (the Git sheet opens first), so its entry shows that the search ran.
    path: "/developer-cheatsheets",
    fields: [["Search cheatsheets", "application/pdf"]],
    outputRegion: null,
    output: "Extensions: .pdf",
  },
  {
    // A PDF made in the worker: Latin, Greek and Cyrillic in DejaVu, and Chinese, Arabic, Japanese,
    // Korean, Thai (lines broken with Intl.Segmenter) and Hindi lines and an emoji shaped by
    // HarfBuzz (WebAssembly) with the Noto fonts fetched for them; the preview shows
    // the lines once the PDF is made, and the download is a PDF (the Chromium suite also reads it
    // back with pdftotext: e2e/text-to-pdf.spec.ts).
    path: "/text-to-pdf",
    input:
      "Grüße aus Köln\nΛάρισα\nНовгород\n我能吞下玻璃而不伤身体。\nأنا قادر على أكل الزجاج\n私はガラスを食べられます。\n나는 유리를 먹을 수 있어요.\nฉันกินกระจกได้แต่มันไม่ทำให้ฉันเจ็บ\nहिन्दी में किताब और धर्म 🦀",
    output: "أنا قادر على أكل الزجاج",
    download: { button: "Download PDF", inBar: true, name: "text.pdf", contains: "%PDF-1.7" },
  },
  {
    // Half a second of a 440 Hz tone (WAV, made by ffmpeg) to MP3 with the LAME WebAssembly
    // encoder in the worker, in every engine; the file is read first.
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    run: "Convert",
    output: "tone.mp3:",
    download: { button: "Download", inBar: true, name: "tone.mp3", codec: "mp3" },
  },
  {
    // The engine's own player plays the chosen file from a blob: URL (the page's media-src allows
    // it): the position shown passes one second, which only a file that plays reaches.
    name: "plays the kept part of the file",
    path: "/audio-converter",
    file: {
      name: "tone-4s.wav",
      get base64() {
        return toneWav4s();
      },
    },
    run: "Play the kept part",
    userClick: true,
    outputRegion: "Trim",
    output: "Playing 0:01",
  },
  {
    // The page's own stereo mix of a surround file (the centre and surrounds kept) and the loudness
    // measured on that mix, in the worker: a WAV the page writes itself, so in every engine.
    name: "mixes a 5.1 file to stereo at the loudness asked",
    path: "/audio-converter",
    file: {
      name: "film.wav",
      get base64() {
        return surroundWav();
      },
    },
    fields: [
      ["Format", "wav"],
      ["Channels", "2"],
      ["Loudness", "-16"],
    ],
    run: "Convert",
    output: "-16.0 LUFS",
    download: {
      button: "Download",
      inBar: true,
      name: "film.wav",
      codec: "pcm_s16le",
      channels: 2,
      loudness: -16,
    },
  },
  {
    // A one-second VP8 WebM (made by ffmpeg) to WebM (VP8): the video is copied, not re-encoded,
    // so this runs in every engine whatever encoders it has; the page says it was a remux.
    path: "/video-converter",
    file: { name: "tiny.webm", base64: TINY_WEBM },
    fields: [["Format", "webm-vp8"]],
    run: "Convert",
    output: "copied without re-encoding",
    download: { button: "Download", inBar: true, name: "tiny-converted.webm" },
  },
  {
    // An H.264 MP4 to MP4 (H.264): copied, so it runs where H.264 cannot be decoded (WebKitGTK
    // without GStreamer's libav plugins decodes neither H.264 nor AAC; with them, it does).
    name: "copies an H.264 MP4",
    path: "/video-converter",
    file: {
      name: "tiny-h264.mp4",
      get base64() {
        return tinyH264Mp4();
      },
    },
    fields: [["Format", "mp4-h264"]],
    run: "Convert",
    output: "copied without re-encoding",
    download: { button: "Download", inBar: true, name: "tiny-h264-converted.mp4", codec: "h264" },
  },
  {
    // A ProRes MOV, which no engine here decodes: every format is named missing for that reason
    // before Convert, and none is recommended (a format that only an encoder was asked about
    // would fail on Convert, as WebM (VP9) did for H.264 in WebKitGTK).
    name: "says what it cannot make of a video it cannot decode, and recommends nothing",
    path: "/video-converter",
    file: {
      name: "tiny-prores.mov",
      get base64() {
        return tinyProResMov();
      },
    },
    outputRegion: "Formats this browser cannot make",
    output:
      "WebM (VP9): this browser cannot decode this video (ProRes) to re-encode it. It can make no format of this video.",
  },
  {
    // The rates are the recorded ECB rates (market-data.mjs): 1 USD = 162.41 / 1.05 JPY, rounded
    // to the yen's 0 minor units.
    path: "/currency-converter",
    fields: [["Amount", "1"]],
    outputRegion: null,
    output: "¥155",
  },
  {
    // The top coins from the recorded CoinGecko answer, priced in dollars.
    path: "/crypto-price-tracker",
    outputRegion: null,
    output: "$97,123.45",
  },
];

/** What the media pages say about where a converted file waits, per engine (ConvertedFileNote). */
const KEPT_WHERE = { firefox: "waits on this device", webkit: "held in this tab's memory" };

/**
 * The encoders engines differ on (WebCodecs), one task each: the media converters' other formats.
 * Where an engine has the encoder, the file is converted and the download checked by ffprobe (its
 * codec) and ffmpeg (every frame decodes); where it has none (ENCODERS_MISSING), the test checks that
 * the page names the format among those it cannot make, and is reported as skipped with the reason.
 * @type {(MainTask & { codec: string, format: string })[]}
 */
export const CODEC_TASKS = [
  {
    codec: "Opus",
    format: "ogg-opus",
    label: "Opus (Ogg)",
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    fields: [["Format", "ogg-opus"]],
    run: "Convert",
    output: "tone.opus:",
    // Firefox saved it as tone.ogx while the page gave it the type audio/ogg.
    download: {
      button: "Download",
      inBar: true,
      name: "tone.opus",
      codec: "opus",
      savedName: "tone.opus",
    },
  },
  {
    // WebKitGTK's Opus packets repeated timestamps in WebM (mediaProblem checks they increase).
    codec: "Opus",
    format: "webm-opus",
    label: "Opus (WebM)",
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    fields: [["Format", "webm-opus"]],
    run: "Convert",
    output: "tone.webm:",
    download: { button: "Download", inBar: true, name: "tone.webm", codec: "opus" },
  },
  {
    codec: "AAC",
    format: "m4a-aac",
    label: "AAC (M4A)",
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    fields: [["Format", "m4a-aac"]],
    run: "Convert",
    output: "tone.m4a:",
    download: { button: "Download", inBar: true, name: "tone.m4a", codec: "aac" },
  },
  {
    codec: "FLAC",
    format: "flac",
    label: "FLAC (lossless)",
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    fields: [["Format", "flac"]],
    run: "Convert",
    output: "tone.flac:",
    download: { button: "Download", inBar: true, name: "tone.flac", codec: "flac" },
  },
  {
    // The waveform and loudness pass (a decode of the whole file in the page's worker), loudness
    // normalisation and a tag edit, to WAV: written by the page itself, so in every engine.
    codec: "PCM",
    format: "wav",
    label: "WAV, normalised to -16 LUFS and retitled",
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    fields: [
      ["Format", "wav"],
      ["Loudness", "-16"],
    ],
    afterFile: { shows: ["Chosen file", "LUFS, true peak"], fields: [["Title", "Evening"]] },
    // Where the result waits: Firefox gives the page its own storage (written by the disk writer);
    // WebKitGTK's automation session does not, so the result is held in memory, and each says so.
    notice: KEPT_WHERE,
    run: "Convert",
    output: "-16.0 LUFS",
    download: {
      button: "Download",
      inBar: true,
      name: "tone.wav",
      codec: "pcm_s16le",
      loudness: -16,
      tags: { title: "Evening" },
    },
  },
  {
    // LAME at the bit rate asked, in every engine: WebKitGTK's own MP3 encoder ignored it (64 and
    // 320 kbit/s gave the same 51 kbit/s file). A 44.1 kHz tone: at 8 kHz MP3 holds 64 kbit/s at
    // most. Last of the audio tasks: the page keeps the bit rate for the next visit.
    codec: "MP3",
    format: "mp3",
    label: "MP3 at 320 kbit/s",
    path: "/audio-converter",
    file: {
      name: "tone-44k.wav",
      get base64() {
        return tone44kWav();
      },
    },
    fields: [
      ["Format", "mp3"],
      ["Bit rate", "320"],
    ],
    run: "Convert",
    output: "tone-44k.mp3:",
    download: {
      button: "Download",
      inBar: true,
      name: "tone-44k.mp3",
      codec: "mp3",
      bitrate: 320_000,
    },
  },
  {
    codec: "VP9",
    format: "webm-vp9",
    label: "WebM (VP9)",
    path: "/video-converter",
    file: { name: "tiny.webm", base64: TINY_WEBM },
    fields: [["Format", "webm-vp9"]],
    run: "Convert",
    output: "tiny-converted.webm:",
    download: { button: "Download", inBar: true, name: "tiny-converted.webm", codec: "vp9" },
    notice: KEPT_WHERE,
  },
  {
    codec: "H.264",
    format: "mp4-h264",
    label: "MP4 (H.264)",
    path: "/video-converter",
    file: { name: "tiny.webm", base64: TINY_WEBM },
    fields: [["Format", "mp4-h264"]],
    run: "Convert",
    output: "tiny.mp4:",
    download: { button: "Download", inBar: true, name: "tiny.mp4", codec: "h264" },
  },
  {
    codec: "AV1",
    format: "mp4-av1",
    label: "MP4 (AV1)",
    path: "/video-converter",
    file: { name: "tiny.webm", base64: TINY_WEBM },
    fields: [["Format", "mp4-av1"]],
    run: "Convert",
    output: "tiny.mp4:",
    download: { button: "Download", inBar: true, name: "tiny.mp4", codec: "av1" },
  },
];

/**
 * Encoders each engine lacks, as measured here (Debian's Firefox ESR and WebKitGTK), with the
 * reason the skipped test names. A change in an engine fails the test either way: a format the page
 * offers where none was expected converts or fails; one it stops offering is not named missing.
 * @type {Record<string, Record<string, string>>}
 */
export const ENCODERS_MISSING = {
  firefox: { AAC: "Firefox on Linux has no AAC encoder" },
  webkit: {},
};

/**
 * The page names `task.label` among the formats this browser cannot make, once the file is read.
 * @param {import("./drivers.mjs").EngineSession} session
 */
export async function checkCodecNamedMissing(session, base, task) {
  const loadProblem = await checkPageLoads(session, base, task.path);
  if (loadProblem) return loadProblem;
  await session.run(chooseFile, task.file.name, "", task.file.base64);
  const named = await session.run(
    waitForText,
    "Formats this browser cannot make",
    task.label,
    STEP_MS,
  );
  return named.ok
    ? null
    : `the page does not name ${task.label} among the formats it cannot make: ${JSON.stringify(named.text)}`;
}

/**
 * What a Copy may say: done, or the clipboard was refused (app/lib/browser/clipboard.ts). A script's
 * click copies in Firefox; WebKitGTK refuses it, and the page says so.
 */
const COPIED = "Copied to clipboard";
const COPY_OUTCOMES = [
  COPIED,
  "Copying to the clipboard is not allowed in this browser.",
  "This browser cannot copy images to the clipboard: download the image instead",
];

/** Time a step may take in a slow engine on a busy 2-core machine. */
const STEP_MS = 20_000;

/**
 * The task a page's contract visit in the Chromium suite runs (e2e/page-contract.spec.ts): its
 * first in MAIN_TASKS. The page's other tasks each get a visit of their own (e2e/main-tasks.spec.ts).
 * @param {string} path
 */
export const contractVisitTask = (path) => MAIN_TASKS.find((task) => task.path === path);

/**
 * Opens `path` and checks what every page must do in every engine: hydrate, show its heading, no
 * uncaught error and no CSP violation. Returns null when it did, else what went wrong.
 * @param {import("./drivers.mjs").EngineSession} session
 */
export async function checkPageLoads(session, base, path) {
  await session.goto(base + path);
  if (!(await session.run(waitForHydration, STEP_MS))) return "did not hydrate within 20 s";
  const report = await session.run(pageReport);
  const problems = [
    !report.heading && "no h1",
    ...report.errors.map((error) => `uncaught error: ${error}`),
    ...report.cspViolations.map((violation) => `CSP violation: ${violation}`),
  ].filter(Boolean);
  return problems.length ? problems.join("; ") : null;
}

/** Removes the run guard's marks (app/lib/workers/run-guard.ts) from this tab's sessionStorage. */
function forgetUnfinishedRuns() {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith("unfinished-run:")) sessionStorage.removeItem(key);
}

/**
 * Runs a tool's main task; returns null when Output and the download hold what they should.
 * @param {import("./drivers.mjs").EngineSession} session
 * @param {MainTask} task
 */
export async function checkMainTask(session, base, task) {
  // A fresh visit, as the Chromium suite's fresh context gives each test: a run that an earlier
  // check in this tab left unfinished would hold this page's input ("did not finish processing").
  await session.goto(`${base}/robots.txt`);
  await session.run(forgetUnfinishedRuns);
  const loadProblem = await checkPageLoads(session, base, task.path);
  if (loadProblem) return loadProblem;
  return checkMainTaskOnOpenPage(session, task);
}

/**
 * The main task's steps on the page as it is (loaded with the probe, e2e-engines/probe.js): the
 * Chromium suite runs them in its page-contract visit of the tool, which has checked the load.
 * @param {import("./drivers.mjs").EngineSession} session
 * @param {MainTask} task
 * @returns {Promise<string | null>}
 */
export async function checkMainTaskOnOpenPage(session, task) {
  for (const [label, text] of task.fields ?? []) await session.run(fillField, label, text);
  if (task.file)
    await session.run(chooseFile, task.file.name, task.file.text ?? "", task.file.base64 ?? null);
  if (task.afterFile) {
    const [region, text] = task.afterFile.shows;
    const shown = await session.run(waitForText, region, text, STEP_MS);
    if (!shown.ok)
      return `${region} does not show ${JSON.stringify(text)}: ${JSON.stringify(shown.text)}`;
    for (const [label, value] of task.afterFile.fields) await session.run(fillField, label, value);
  }
  if (task.input !== undefined) await session.run(fillField, "Input", task.input);
  for (const button of [task.run ?? []].flat()) {
    await session.run(clickButton, button, null, task.userClick === true);
    if (task.userClick) await session.clickMarked();
  }
  const outputRegion = task.outputRegion === undefined ? "Output" : task.outputRegion;
  const output = await session.run(waitForText, outputRegion, task.output, STEP_MS);
  if (!output.ok) {
    const state = outputRegion ? `; ${await session.run(pageState, outputRegion)}` : "";
    return `${outputRegion ?? "The page"} does not contain ${JSON.stringify(task.output)}: ${JSON.stringify(output.text)}${state}`;
  }
  let saved = null;
  if (task.download) {
    const { button, inBar, name, contains, savedName } = task.download;
    // Where the engine saves files (Firefox), the file it saved is looked at, not only the link.
    const savedBefore = savedName && session.savedFiles ? session.savedFiles() : null;
    if (savedBefore) await session.run(() => (window.__probe.saveDownloads = true));
    if (button) await session.run(clickButton, button, inBar ? null : "Output panel");
    saved = await session.run(waitForDownload, 0, STEP_MS);
    if (!saved) return `${button ?? task.run} saved nothing`;
    if (name && saved.name !== name) return `the download is named ${saved.name}, not ${name}`;
    if (savedBefore) {
      const named = await newSavedFile(session, savedBefore, STEP_MS);
      if (named !== savedName)
        return `${session.name} saved the download as ${named ?? "nothing"}, not ${savedName}`;
    }
    if (contains && !saved.text?.includes(contains))
      return `the download ${saved.name} does not contain ${JSON.stringify(contains)}: ${JSON.stringify(saved.text?.slice(0, 200))}`;
    if (task.download.profile && iccProfileOf(saved.base64 ?? "") !== task.download.profile)
      return `the image ${saved.name} does not hold the source's colour profile`;
    if (task.download.psnrAtLeast !== undefined) {
      const reference = task.download.psnrAgainst ?? task.file?.base64 ?? "";
      const quality = imagePsnr(reference, saved.base64 ?? "");
      if (!(quality >= task.download.psnrAtLeast))
        return `the image ${saved.name} decodes to a PSNR of ${quality.toFixed(1)} dB against the source (at least ${task.download.psnrAtLeast})`;
    }
  }
  if (task.download?.codec) {
    const problem = mediaProblem(saved.base64 ?? "", task.download.codec, task.download);
    if (problem) return `the download ${saved.name}: ${problem}`;
  }
  if (task.copy) {
    const byUser = task.copyByUser === true;
    const within = task.copyWithin === undefined ? "Output panel" : task.copyWithin;
    await session.run(clickButton, task.copy, within, byUser);
    if (byUser) await session.clickMarked();
    const said = await session.run(waitForAnyPageText, COPY_OUTCOMES, STEP_MS);
    if (!said) return `${task.copy} said neither "${COPY_OUTCOMES.join('" nor "')}"`;
    // Pressed as a user presses it, the copy is allowed and must be made.
    if (byUser && said !== COPIED) return `${task.copy}, pressed by a user, said "${said}"`;
  }
  const notice = typeof task.notice === "object" ? task.notice[session.name] : task.notice;
  if (notice && !(await session.run(waitForPageText, notice, STEP_MS)))
    return `the page does not say ${JSON.stringify(notice)}`;
  const report = await session.run(pageReport);
  const errors = [...report.errors, ...report.cspViolations];
  return errors.length ? `after the task: ${errors.join("; ")}` : null;
}
