/** Random playouts, part A: games 0-999 of the 2,000 (see fuzz-half.ts). */
import { fuzzHalf } from './fuzz-half';

fuzzHalf('a', 0);
