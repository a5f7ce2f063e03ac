/** Random playouts, part B: games 1000-1999 of the 2,000 (see fuzz-half.ts). */
import { fuzzHalf } from './fuzz-half';

fuzzHalf('b', 1000);
