// Per-test time limit for every project: real servers, databases and browsers on a loaded 2-core
// machine. Tests never assert timings; this only bounds a hung test.
jest.setTimeout(120_000);
