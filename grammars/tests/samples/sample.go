// Package main is a small Go sample.
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Item struct {
	Name  string
	Price float64
	Tags  []string
}

type ByPrice []Item

func (a ByPrice) Len() int           { return len(a) }
func (a ByPrice) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }
func (a ByPrice) Less(i, j int) bool { return a[i].Price < a[j].Price }

func total(items []Item, filter func(Item) bool) (sum float64, n int) {
	for _, it := range items {
		if filter != nil && !filter(it) {
			continue
		}
		sum += it.Price
		n++
	}
	return
}

func main() {
	items := []Item{
		{Name: "apple", Price: 1.5, Tags: []string{"fruit"}},
		{Name: "bread", Price: 3.25},
		{Name: "cheese", Price: 7, Tags: []string{"dairy", "aged"}},
	}
	sort.Sort(ByPrice(items))
	s, n := total(items, func(it Item) bool { return len(it.Tags) > 0 })
	switch {
	case n > 1:
		fmt.Println("many", s)
	default:
		fmt.Println(strings.ToUpper("few"), s)
	}
	ch := make(chan int, 2)
	go func() { ch <- 1 }()
	fmt.Println(<-ch)
}
