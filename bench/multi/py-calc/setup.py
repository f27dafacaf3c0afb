from setuptools import find_packages, setup

setup(
    name="calc",
    version="0.3.1",
    description="A small arithmetic expression language",
    packages=find_packages(),
    python_requires=">=3.8",
)
