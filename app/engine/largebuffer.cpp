#include "largebuffer.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace gp {

namespace {

// Below this the page faults cost under a millisecond or two.
constexpr std::size_t kMinBytes = std::size_t(8) << 20;

} // namespace

void prepareLargeBuffer(void *data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE) && defined(MADV_POPULATE_WRITE)
    if (!data || bytes < kMinBytes)
        return;
    const auto page = std::uintptr_t(sysconf(_SC_PAGESIZE));
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + page - 1) / page * page;
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) / page * page;
    if (end <= begin)
        return;
    void *start = reinterpret_cast<void *>(begin);
    // Both are advice: a kernel without them (before Linux 5.14) or with huge pages off says
    // EINVAL and the buffer fills as usual.
    madvise(start, end - begin, MADV_HUGEPAGE);
    madvise(start, end - begin, MADV_POPULATE_WRITE);
#else
    static_cast<void>(data);
    static_cast<void>(bytes);
#endif
}

} // namespace gp
