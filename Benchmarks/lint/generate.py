#!/usr/bin/env python3
"""Writes a synthetic Objective-C/C source tree for `make bench-lint`.

Files look like application code: Foundation imports, a shared project header per module,
classes with block properties and ivars, and methods that mix plain code with the block idioms
capcheck cares about (dispatch, completion handlers, weak/strong dances, enumeration, timers,
notification observers, __block counters, and now and then a real retain cycle).
Deterministic for a given seed, so runs compare like with like.
"""
import argparse
import os
import random

TEMPLATES = [
    # Escaping block on a queue: captures self, no cycle.
    """    dispatch_async(dispatch_get_main_queue(), ^{{
        [self reloadSection:{n}];
        self.lastUpdate = [NSDate date];
    }});""",
    # Weak/strong dance with a nil check.
    """    __weak typeof(self) weakSelf = self;
    self.onUpdate = ^(NSArray *items) {{
        __strong typeof(weakSelf) strongSelf = weakSelf;
        if (!strongSelf) {{ return; }}
        [strongSelf.items addObjectsFromArray:items];
        [strongSelf reloadSection:{n}];
    }};""",
    # Non-escaping enumeration using an ivar.
    """    __block NSUInteger total = 0;
    [self.items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {{
        total += idx + _count;
        if (idx > {n}) {{ *stop = YES; }}
    }}];
    _count = total;""",
    # A real retain cycle: self keeps a block that captures self.
    """    self.completion = ^(NSError *error) {{
        if (error) {{ [self handleError:error code:{n}]; }}
    }};""",
    # Completion handler argument, captured locals.
    """    NSString *key = [NSString stringWithFormat:@"item-%d", {n}];
    NSInteger limit = {n} * 2;
    [self fetchWithKey:key completion:^(NSArray *result, NSError *error) {{
        NSLog(@"%@ %ld %lu", key, (long)limit, (unsigned long)result.count);
    }}];""",
    # Operation queue with a weak capture.
    """    __weak typeof(self) weakSelf = self;
    [self.queue addOperationWithBlock:^{{
        [weakSelf reloadSection:{n}];
    }}];""",
    # Plain C-style code: no blocks.
    """    NSInteger acc = 0;
    for (NSInteger i = 0; i < {n}; i++) {{
        acc += (i % 3 == 0) ? i * 2 : i / 2;
        if (acc > 1000) {{ acc -= 997; }}
    }}
    _count = acc;""",
    # Notification observer block that uses self (kept until removed).
    """    self.observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"Changed{n}"
                                                                      object:nil
                                                                       queue:nil
                                                                  usingBlock:^(NSNotification *note) {{
        [self reloadSection:{n}];
    }}];""",
]

C_TEMPLATE = """#include <stdio.h>
#include <stdlib.h>

typedef int (^transform_t)(int);

static int apply_{i}(const int *values, int count, transform_t f) {{
    int sum = 0;
    for (int k = 0; k < count; k++) {{
        sum += f(values[k]);
    }}
    return sum;
}}

int module_{i}_run(int seed) {{
    static int calls = 0;
    __block int seen = 0;
    int offset = seed % 7;
    int values[16];
    for (int k = 0; k < 16; k++) {{
        values[k] = (seed * (k + 1)) % 101;
    }}
    int total = apply_{i}(values, 16, ^(int v) {{
        calls++;
        seen++;
        return v + offset;
    }});
    transform_t twice = ^(int v) {{ return v * 2; }};
    return total + twice(seen) + calls;
}}
"""


def objc_file(i, module, rng, methods):
    out = [
        "#import <Foundation/Foundation.h>",
        f'#import "Module{module}Support.h"',
        "",
        "typedef void (^Completion)(NSError *error);",
        "",
        f"@interface Controller{i} : NSObject <Module{module}Delegate>",
        "@property (nonatomic, copy) Completion completion;",
        "@property (nonatomic, copy) void (^onUpdate)(NSArray *items);",
        "@property (nonatomic, strong) NSMutableArray *items;",
        "@property (nonatomic, strong) NSOperationQueue *queue;",
        "@property (nonatomic, strong) NSDate *lastUpdate;",
        "@property (nonatomic, strong) id observer;",
        "- (void)reloadSection:(NSInteger)section;",
        "- (void)handleError:(NSError *)error code:(NSInteger)code;",
        "- (void)fetchWithKey:(NSString *)key completion:(void (^)(NSArray *result, NSError *error))completion;",
        "@end",
        "",
        f"@implementation Controller{i} {{",
        "    NSInteger _count;",
        "}",
        "",
        "- (instancetype)init {",
        "    self = [super init];",
        "    if (self) {",
        "        _items = [NSMutableArray array];",
        "        _queue = [[NSOperationQueue alloc] init];",
        "    }",
        "    return self;",
        "}",
        "",
        "- (void)reloadSection:(NSInteger)section {",
        "    _count += section;",
        "}",
        "",
        "- (void)handleError:(NSError *)error code:(NSInteger)code {",
        '    NSLog(@"error %@ %ld", error, (long)code);',
        "}",
        "",
        "- (void)fetchWithKey:(NSString *)key completion:(void (^)(NSArray *result, NSError *error))completion {",
        "    dispatch_async(dispatch_get_global_queue(0, 0), ^{",
        "        completion(@[key], nil);",
        "    });",
        "}",
        "",
    ]
    for m in range(methods):
        out.append(f"- (void)step{m} {{")
        for _ in range(rng.randint(2, 4)):
            # Each snippet in its own scope, so locals like weakSelf can repeat.
            template = rng.choice(TEMPLATES)
            out.append("    {")
            out.append(template.format(n=rng.randint(1, 99)))
            out.append("    }")
        out.append("}")
        out.append("")
    out.append("@end")
    out.append("")
    return "\n".join(out)


def support_header(module):
    return "\n".join([
        "#import <Foundation/Foundation.h>",
        "",
        f"@protocol Module{module}Delegate <NSObject>",
        "@optional",
        "- (void)reloadSection:(NSInteger)section;",
        "@end",
        "",
        f"static inline NSInteger Module{module}Clamp(NSInteger value) {{",
        "    return value < 0 ? 0 : (value > 100 ? 100 : value);",
        "}",
        "",
    ])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--methods", type=int, default=14, help="methods per class (about 12 lines each)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    modules = max(1, args.files // 25)
    for module in range(modules):
        folder = os.path.join(args.directory, f"Module{module}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"Module{module}Support.h"), "w") as f:
            f.write(support_header(module))
    for i in range(args.files):
        module = i % modules
        folder = os.path.join(args.directory, f"Module{module}")
        if i % 10 == 9:
            with open(os.path.join(folder, f"module_{i}.c"), "w") as f:
                f.write(C_TEMPLATE.format(i=i))
        else:
            with open(os.path.join(folder, f"Controller{i}.m"), "w") as f:
                f.write(objc_file(i, module, rng, args.methods))


if __name__ == "__main__":
    main()
