// MariaDB Connector/C, found by pkg-config (libmariadb): KiloSQL's MariaDB and MySQL database, with the MySQL trait.
#include <mysql.h>
