// libyaml, the YAML parser nodelint reads `.nodelint.yml` with (Debian: libyaml-dev, Homebrew: libyaml).
#include <yaml.h>
