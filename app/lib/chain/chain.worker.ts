// Runs a chain's steps off the main thread: each tool's own core, imported when its step runs.
import { serveChainRuns } from "~/lib/chain/chain-worker-protocol";

serveChainRuns();
