#include "harness/run/interrupt.h"

#include <csignal>

namespace sudoku::harness {
namespace {

// A signal handler can reach nothing but objects of static storage, and may only touch
// lock-free atomics: hence these two file-level variables, the one exception to "no globals".
std::atomic<bool> g_interrupted{false};
std::atomic<int> g_signal{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free);

struct sigaction g_previous_int;
struct sigaction g_previous_term;

extern "C" void on_signal(int signo) {
  g_signal.store(signo, std::memory_order_relaxed);
  g_interrupted.store(true, std::memory_order_relaxed);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  g_interrupted.store(false);
  g_signal.store(0);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  // SA_RESETHAND: the first signal asks for a clean stop, a second one (the user insisting, or
  // a stop that hangs) gets the default action and ends the process at once.
  action.sa_flags = SA_RESETHAND | SA_RESTART;
  sigaction(SIGINT, &action, &g_previous_int);
  sigaction(SIGTERM, &action, &g_previous_term);
}

InterruptGuard::~InterruptGuard() {
  sigaction(SIGINT, &g_previous_int, nullptr);
  sigaction(SIGTERM, &g_previous_term, nullptr);
}

const std::atomic<bool>& InterruptGuard::flag() const { return g_interrupted; }

int InterruptGuard::signal_number() const { return g_signal.load(std::memory_order_relaxed); }

void InterruptGuard::request_stop() { g_interrupted.store(true, std::memory_order_relaxed); }

}  // namespace sudoku::harness
