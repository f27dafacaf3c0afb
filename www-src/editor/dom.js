// A DOM for oracles in the oracle worker, which has none: linkedom's
// DOMParser, bundled by esbuild into dist/dom.js (an IIFE, so that the
// classic worker can load it with importScripts). oracle-worker.js loads
// it only for an oracle that uses DOMParser.
import { DOMParser } from 'linkedom/worker';

self.DOMParser = DOMParser;
