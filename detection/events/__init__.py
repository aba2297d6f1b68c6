"""Events, whoever states them (the battery detector or the pins): their records, identity,
severity rules, withdrawal and the changes still open.
"""
