import KiloServer
