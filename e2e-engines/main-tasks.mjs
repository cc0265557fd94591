// Each live tool's main task, once: what a user types into Input, the button they press (none for
// a tool that works as they type), what Output then shows, and what Download saves. One list for
// every engine: the Chromium suite runs it through Playwright (e2e/main-tasks.spec.ts) and Firefox
// and WebKit through their drivers (e2e-engines/run.mjs), with the same steps
// (e2e-engines/page-actions.js).
import { execFileSync } from "node:child_process";
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

/**
 * @typedef {object} MainTask
 * @property {string} path
 * @property {string} [input]  Typed into the field named Input.
 * @property {{ name: string, text?: string, base64?: string }} [file]  Or chosen as the input file
 *   (text, or bytes in base64).
 * @property {[string, string][]} [fields]  Other fields it needs, by name, and what goes in them.
 * @property {string | string[]} [run]  The button that runs the tool, when it does not run as one
 *   types (several: pressed in turn, e.g. Sample then Transform).
 * @property {string} output  Output contains this.
 * @property {string | null} [outputRegion]  Where the result is when the page names it otherwise
 *   (null: anywhere in the page, for results in regions named by their count).
 * @property {{ button?: string, inBar?: boolean, name?: string, contains?: string, psnrAtLeast?: number }} [download]
 *   Its button in the Output panel, or in the action bar with `inBar` (none: running the tool
 *   downloads), the file's name, what the file contains, and for an image made from the task's
 *   file: the least PSNR (dB) of its pixels, decoded by ImageMagick, against the file's.
 * @property {string} [copy]  Its Copy button in the Output panel: the page must say that it copied,
 *   or why it could not (a script's click is no user gesture, and engines differ on clipboard
 *   permission), never nothing.
 * @property {string} [copyWithin]  The region the Copy button is in, when not the Output panel.
 * @property {string} [notice]  Text the page shows once the task is done (e.g. where a file went).
 */

/** RGBA pixels of an image given as base64, decoded by ImageMagick (Node only). */
function rgbaPixels(base64) {
  return execFileSync("convert", ["-", "-depth", "8", "rgba:-"], {
    input: Buffer.from(base64, "base64"),
    maxBuffer: 1 << 28,
  });
}

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

/** 0.5 s of a 440 Hz sine, 8 kHz mono 16-bit PCM: `ffmpeg -f lavfi -i sine=frequency=440:sample_rate=8000:duration=0.5 -ac 1 tone.wav`. */
const TONE_WAV =
  "UklGRoYfAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAATElTVBoAAABJTkZPSVNGVA4AAABMYXZmNTkuMjcuMTAwAGRhdGFAHwAAAABrBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPr//2sFMgrFDbYPzQ8FDpQK5AWBAA/7M/Z/8mTwIfC/8Qz1pvn//nYEZgk7DX4P7Q96DlAL0AaCAQb8A/cP86TwCfBR8Vf0vfj+/X0DkgikDDcP/Q/gDgAMtQeBAgH93Pet8/PwAfDz8Kzz2/cA/YACtAf/C98O/Q83D6QMkwh9A//9vfhX9FLxCfCj8A/zAvcF/IEBzwZPC3kO7Q9/DzsNZwl3BP/+pvkN9b/xIfBj8H7yMvYO+4AA4wWUCgQOzQ+3D8UNMwpsBQEAlfrO9TvySvAz8PvxbPUc+n//8QTNCYENnA/fD0EO9ApaBgEBivua9sXygvAT8IbxsPQw+X7++gP9CPEMXA/3D68OqQtDBwICg/xu91zzyfAD8CDxAPRL+H/9/wIkCFMMDQ//Dw0PVAwlCAADgP1M+AH0IfED8MnwXPNt94P8AQJDB6kLrg73D10P8Qz+CPsDf/4x+bH0h/ET8IHwxfKZ9on7AQFaBvMKQQ7fD50Pgg3OCfIEgP8d+mz1/PEz8EnwO/LN9ZT6//9rBTIKxQ22D80PBQ6UCuQFgQAP+zP2f/Jk8CHwv/EM9ab5//52BGYJOw1+D+0Peg5QC9AGggEG/AP3D/Ok8AnwUfFX9L34/v19A5IIpAw3D/0P4A4ADLUHgQIB/dz3rfPz8AHw8/Cs89v3AP2AArQH/wvfDv0PNw+kDJMIfQP//b34V/RS8Qnwo/AP8wL3BfyBAc8GTwt5Du0Pfw87DWcJdwT//qb5DfW/8SHwY/B+8jL2DvuAAOMFlAoEDs0Ptw/FDTMKbAUBAJX6zvU78krwM/D78Wz1HPp///EEzQmBDZwP3w9BDvQKWgYBAYr7mvbF8oLwE/CG8bD0MPl+/voD/QjxDFwP9w+vDqkLQwcCAoP8bvdc88nwA/Ag8QD0S/h//f8CJAhTDA0P/w8ND1QMJQgAA4D9TPgB9CHxA/DJ8FzzbfeD/AECQwepC64O9w9dD/EM/gj7A3/+Mfmx9IfxE/CB8MXymfaJ+wEBWgbzCkEO3w+dD4INzgnyBID/Hfps9fzxM/BJ8DvyzfWU+v//awUyCsUNtg/NDwUOlArkBYEAD/sz9n/yZPAh8L/xDPWm+f/+dgRmCTsNfg/tD3oOUAvQBoIBBvwD9w/zpPAJ8FHxV/S9+P79fQOSCKQMNw/9D+AOAAy1B4ECAf3c963z8/AB8PPwrPPb9wD9gAK0B/8L3w79DzcPpAyTCH0D//29+Ff0UvEJ8KPwD/MC9wX8gQHPBk8LeQ7tD38POw1nCXcE//6m+Q31v/Eh8GPwfvIy9g77gADjBZQKBA7ND7cPxQ0zCmwFAQCV+s71O/JK8DPw+/Fs9Rz6f//xBM0JgQ2cD98PQQ70CloGAQGK+5r2xfKC8BPwhvGw9DD5fv76A/0I8QxcD/cPrw6pC0MHAgKD/G73XPPJ8APwIPEA9Ev4f/3/AiQIUwwND/8PDQ9UDCUIAAOA/Uz4AfQh8QPwyfBc8233g/wBAkMHqQuuDvcPXQ/xDP4I+wN//jH5sfSH8RPwgfDF8pn2ifsBAVoG8wpBDt8PnQ+CDc4J8gSA/x36bPX88TPwSfA78s31lPo=";

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
    path: "/hmac-generator",
    input: "The quick brown fox jumps over the lazy dog",
    fields: [["Secret key", "key"]],
    output: "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
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
  },
  {
    path: "/lorem-ipsum-generator",
    output: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
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
    // A PDF made in the worker with the embedded DejaVu font: the preview shows the lines, and the
    // download is a PDF (the Chromium suite also reads it back with pdftotext: e2e/text-to-pdf.spec.ts).
    path: "/text-to-pdf",
    input: "Grüße aus Köln\nΛάρισα\nНовгород",
    output: "Новгород",
    download: { button: "Download PDF", inBar: true, name: "text.pdf", contains: "%PDF-1.7" },
  },
  {
    // Half a second of a 440 Hz tone (WAV, made by ffmpeg) to MP3 with the LAME WebAssembly
    // encoder in the worker (no engine has an MP3 encoder of its own); the file is read first.
    path: "/audio-converter",
    file: { name: "tone.wav", base64: TONE_WAV },
    run: "Convert",
    output: "tone.mp3:",
    download: { button: "Download", inBar: true, name: "tone.mp3" },
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

/**
 * What a Copy may say: done, or the clipboard was refused (app/lib/browser/clipboard.ts). A script's
 * click copies in Firefox; WebKitGTK refuses it, and the page says so.
 */
const COPY_OUTCOMES = [
  "Copied to clipboard",
  "Copying to the clipboard is not allowed in this browser.",
  "This browser cannot copy images to the clipboard: download the image instead",
];

/** Time a step may take in a slow engine on a busy 2-core machine. */
const STEP_MS = 20_000;

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

/**
 * Runs a tool's main task; returns null when Output and the download hold what they should.
 * @param {import("./drivers.mjs").EngineSession} session
 * @param {MainTask} task
 */
export async function checkMainTask(session, base, task) {
  const loadProblem = await checkPageLoads(session, base, task.path);
  if (loadProblem) return loadProblem;
  for (const [label, text] of task.fields ?? []) await session.run(fillField, label, text);
  if (task.file)
    await session.run(chooseFile, task.file.name, task.file.text ?? "", task.file.base64 ?? null);
  if (task.input !== undefined) await session.run(fillField, "Input", task.input);
  for (const button of [task.run ?? []].flat()) await session.run(clickButton, button, null);
  const outputRegion = task.outputRegion === undefined ? "Output" : task.outputRegion;
  const output = await session.run(waitForText, outputRegion, task.output, STEP_MS);
  if (!output.ok) {
    const state = outputRegion ? `; ${await session.run(pageState, outputRegion)}` : "";
    return `${outputRegion ?? "The page"} does not contain ${JSON.stringify(task.output)}: ${JSON.stringify(output.text)}${state}`;
  }
  if (task.download) {
    const { button, inBar, name, contains } = task.download;
    if (button) await session.run(clickButton, button, inBar ? null : "Output panel");
    const saved = await session.run(waitForDownload, 0, STEP_MS);
    if (!saved) return `${button ?? task.run} saved nothing`;
    if (name && saved.name !== name) return `the download is named ${saved.name}, not ${name}`;
    if (contains && !saved.text?.includes(contains))
      return `the download ${saved.name} does not contain ${JSON.stringify(contains)}: ${JSON.stringify(saved.text?.slice(0, 200))}`;
    if (task.download.psnrAtLeast !== undefined) {
      const quality = imagePsnr(task.file?.base64 ?? "", saved.base64 ?? "");
      if (!(quality >= task.download.psnrAtLeast))
        return `the image ${saved.name} decodes to a PSNR of ${quality.toFixed(1)} dB against the source (at least ${task.download.psnrAtLeast})`;
    }
  }
  if (task.copy) {
    await session.run(clickButton, task.copy, task.copyWithin ?? "Output panel");
    const said = await session.run(waitForAnyPageText, COPY_OUTCOMES, STEP_MS);
    if (!said) return `${task.copy} said neither "${COPY_OUTCOMES.join('" nor "')}"`;
  }
  if (task.notice && !(await session.run(waitForPageText, task.notice, STEP_MS)))
    return `the page does not say ${JSON.stringify(task.notice)}`;
  const report = await session.run(pageReport);
  const errors = [...report.errors, ...report.cspViolations];
  return errors.length ? `after the task: ${errors.join("; ")}` : null;
}
