#pragma once

#include <cstddef>

namespace gp {

/// Readies a freshly reserved buffer of \a bytes at \a data that is about to be filled whole,
/// such as the options of a plan over 200,000 offerings (over 100 MB). On Linux it asks for
/// transparent huge pages and has the kernel fault the pages in with one call, instead of one
/// page fault per 4 KB on first write: under virtualisation those faults cost more than the
/// filling itself. Contents are left as they are. Buffers under a few megabytes, other systems
/// and kernels without the calls: nothing happens.
void prepareLargeBuffer(void *data, std::size_t bytes);

} // namespace gp
