#ifndef COMPAT_H
#define COMPAT_H

/* Portability shims for old compilers; nothing includes this any more. */
#if defined(_MSC_VER)
#define INLINE __inline
#else
#define INLINE inline
#endif

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define UNUSED(x) ((void)(x))

#endif
