// The phase marker of `cells-bench --instructions` (declared in baseline.h).
#include "baseline.h"

// Written by the marker, so that no compiler drops a call to it as doing nothing.
static volatile unsigned phases_begun;

void cells_baseline_instruction_phase(void) {
    phases_begun++;
}
