// Counts the process's heap allocations, for the benchmark table's "allocations" columns.
//
// cells-bench links this file, which defines malloc, calloc, realloc and the aligned
// allocators: the executable's definitions come first in the dynamic symbol lookup, so every
// allocation of the process goes through them, GTK's, GLib's and Swift's alike. Each counts
// and forwards to glibc's own allocator (__libc_malloc and its siblings), so behaviour and
// speed stay glibc's. Both sides of a scenario run in the one process, so both are counted
// by the same counter.
#ifndef CELLS_ALLOCATION_COUNTER_H
#define CELLS_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Allocations made by the whole process since it started (malloc, calloc, realloc, and the
/// aligned allocators; frees are not counted).
uint64_t cells_allocation_count(void);

#endif
