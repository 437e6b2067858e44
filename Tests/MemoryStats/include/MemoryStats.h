// What the long-session tests and benchmarks measure: the process's memory, from glibc and
// /proc (Swift's Glibc module does not import <malloc.h>).
#ifndef CELLS_MEMORY_STATS_H
#define CELLS_MEMORY_STATS_H

#include <stddef.h>

/// Bytes taken from malloc and not freed (mallinfo2's uordblks plus hblkhd: in use in the
/// arenas and in mmap'd blocks).
size_t cells_malloced_bytes(void);

/// Resident memory of the process in bytes (/proc/self/statm), or 0 if it cannot be read.
size_t cells_resident_bytes(void);

#endif
