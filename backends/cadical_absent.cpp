// The CaDiCaL backend where this build has no CaDiCaL library.
#include "backends/cadical_backend.h"

namespace sudoku::backends {

bool cadical_available() { return false; }
std::string cadical_version() { return {}; }
std::unique_ptr<Backend> make_cadical_backend(const CadicalOptions&) { return nullptr; }

}  // namespace sudoku::backends
