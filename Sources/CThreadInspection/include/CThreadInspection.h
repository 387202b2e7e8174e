// Thread inspection helpers for RetainGraph (tgkill, signal-safe stack capture).
#ifndef CTHREADINSPECTION_H
#define CTHREADINSPECTION_H
#endif
